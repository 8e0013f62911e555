import { Box, Text } from '@chakra-ui/react';
import { getPath, type ResultBlock } from '@/engine';
import type { BlockProps } from '../blocks';
import { ResultView } from '../registry';

/** Props of the `muted-group` custom block. */
export interface MutedGroupProps {
  /** The blocks inside the group, rendered as usual. */
  blocks: ResultBlock[];
  /** Result path: when truthy the group is shown muted, under `note`. */
  mutedWhen: string;
  /** Sentence shown above muted results, e.g. why they may not apply. */
  note: string;
}

/**
 * A group of result blocks that is shown muted (dashed frame, muted text, a note on top) when a result path is
 * truthy — for results that hold only under an assumption, such as eligibility for a benefit.
 */
export default function MutedGroup({ block, result }: BlockProps<{ props?: Record<string, unknown> }>) {
  const props = block.props as unknown as MutedGroupProps;
  const blocks = <ResultView blocks={props.blocks} result={result} />;
  if (!getPath(result, props.mutedWhen)) return blocks;
  return (
    <Box
      role="group"
      aria-label={props.note}
      data-muted="true"
      color="fg.muted"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="md"
      p="4"
    >
      <Text fontWeight="semibold" mb="4" data-testid="muted-note">
        {props.note}
      </Text>
      {blocks}
    </Box>
  );
}
