import { Box, Flex, Heading, HStack, List, Text } from '@chakra-ui/react';
import type { CustomBlockOf } from '@/engine';
import { formatValue, getPath } from '@/engine';
import { useLanguage } from '@/form/language';
import type { BlockProps } from '../blocks';

/** Segment colours dark enough for white labels (≥ 4.5:1) in light and dark themes. */
const SEGMENT_COLORS = ['pink.700', 'purple.700', 'teal.700', 'orange.700'];

type Row = Record<string, unknown>;
const share = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;

/** A stacked percentage bar with a text legend (the legend carries every value for screen readers). */
export default function DistributionBar({ block, result }: BlockProps<CustomBlockOf<'distribution-bar'>>) {
  const props = block.props;
  const { locale } = useLanguage();
  const rows = (getPath(result, props.data) as Row[] | undefined) ?? [];
  if (rows.length === 0) return null;
  const minLabel = props.minLabel ?? 15;
  return (
    <Box as="figure" m="0">
      {block.title && (
        <Heading as="h3" size="md" mb="3">
          {block.title}
        </Heading>
      )}
      <Flex h="10" borderRadius="md" overflow="hidden" aria-hidden>
        {rows.map((row, index) => {
          const percent = share(row[props.value]);
          return (
            <Flex
              key={String(row[props.nameKey])}
              bg={SEGMENT_COLORS[index % SEGMENT_COLORS.length]}
              color="white"
              w={`${percent}%`}
              align="center"
              justify="center"
              fontSize="sm"
              fontWeight="semibold"
            >
              {percent > minLabel ? formatValue(percent, { kind: 'percent' }, locale) : null}
            </Flex>
          );
        })}
      </Flex>
      <List.Root variant="plain" mt="3" display="flex" flexWrap="wrap" gap="4">
        {rows.map((row, index) => (
          <List.Item key={String(row[props.nameKey])}>
            <HStack gap="2">
              <Box
                bg={SEGMENT_COLORS[index % SEGMENT_COLORS.length]}
                w="3"
                h="3"
                borderRadius="sm"
                aria-hidden
              />
              <Text>
                {String(row[props.nameKey])}:{' '}
                {formatValue(share(row[props.value]), { kind: 'percent' }, locale)}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2">
        {props.caption}
      </Text>
    </Box>
  );
}
