import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type GroupBlock, getPath, type ResultBlock } from '@/engine';
import type { BlockProps } from './blocks';

/** Props of the built-in `group` block: its children are drawn by the renderer the page passes down. */
export interface GroupProps extends BlockProps<GroupBlock> {
  /** Draws blocks as the result view does (passed down by ResultView, so this module imports no registry). */
  renderBlocks: (blocks: readonly ResultBlock[]) => ReactNode;
}

/**
 * Blocks shown together. With `summary` the group is a section the visitor opens when she wants it (native
 * <details>: works with the keyboard and without script, and find-in-page opens it), so the answer leads and the
 * details follow. With `mutedWhen` truthy it is shown muted (dashed frame, muted text, `note` on top), for results
 * that hold only under an assumption, such as eligibility for a benefit.
 */
export default function ResultGroup({ block, result, renderBlocks }: GroupProps) {
  const children = renderBlocks(block.blocks);
  const inner = block.summary ? (
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
        {block.summary}
      </Box>
      <Box px="4" pb="4" pt="2">
        {children}
      </Box>
    </Box>
  ) : block.title ? (
    <Box>
      <Heading as="h3" size="md" mb="3">
        {block.title}
      </Heading>
      {children}
    </Box>
  ) : (
    children
  );
  if (!block.mutedWhen || !getPath(result, block.mutedWhen)) return inner;
  return (
    <Box
      role="group"
      aria-label={block.note}
      data-muted="true"
      color="fg.muted"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="md"
      p="4"
    >
      <Text fontWeight="semibold" mb="4" data-testid="muted-note">
        {block.note}
      </Text>
      {inner}
    </Box>
  );
}
