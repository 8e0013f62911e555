import { Box } from '@chakra-ui/react';
import type { ResultBlock } from '@/engine';
import type { BlockProps } from '../blocks';
import { ResultView } from '../registry';

/** Props of the `details` custom block. */
export interface DetailsProps {
  /** What the section holds, in the visitor's words (the line she clicks to open it). */
  summary: string;
  /** The blocks inside, rendered as usual once opened. */
  blocks: ResultBlock[];
}

/**
 * A section of a long result that the visitor opens when she wants it (native <details>: works with the keyboard
 * and without script, and the browser's find-in-page opens it), so the answer leads and the details follow.
 */
export default function Details({ block, result }: BlockProps<{ props?: Record<string, unknown> }>) {
  const props = block.props as unknown as DetailsProps;
  return (
    <Box as="details" borderWidth="1px" borderRadius="md" bg="bg">
      <Box
        as="summary"
        cursor="pointer"
        px="4"
        py="3"
        fontWeight="semibold"
        fontSize="lg"
        borderRadius="md"
        _hover={{ bg: 'bg.muted' }}
      >
        {props.summary}
      </Box>
      <Box px="4" pb="4" pt="2">
        <ResultView blocks={props.blocks} result={result} />
      </Box>
    </Box>
  );
}
