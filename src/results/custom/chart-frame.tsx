import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import type { ReactNode } from 'react';
import { formatValue } from '@/engine';
import { useLanguage, useResultMessages } from '@/form/language';
import type { ChartProps, Row } from './chart';
import { TICK_FONT, TITLE_FONT } from './chart-labels';

/** The title, the measured box the chart is drawn in, its caption and the "Show the numbers" table. */
export function ChartFrame({
  block,
  props,
  caption,
  withUnit,
  rows,
  boxRef,
  children,
}: {
  block: { title?: string };
  props: ChartProps;
  caption: string;
  withUnit: (label: string) => string;
  rows: Row[];
  boxRef: (element: HTMLDivElement | null) => void;
  children: ReactNode;
}) {
  const { locale } = useLanguage();
  const words = useResultMessages();
  return (
    <Box>
      {block.title && (
        <Heading as="h3" size="md" mb="3">
          {block.title}
        </Heading>
      )}
      <Box as="figure" m="0">
        {/* Sizes as CSS: the global reset (font: inherit) overrides SVG font-size attributes. */}
        <Box
          ref={boxRef}
          css={{
            '& text': { fontSize: `${TICK_FONT}px` },
            '& text[data-title]': { fontSize: `${TITLE_FONT}px` },
          }}
        >
          {children}
        </Box>
        <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2">
          {caption}
          {props.band && words.chartShaded({ label: props.band.label })}
          {props.point && words.chartDot({ label: props.point.label })}
        </Text>
      </Box>
      <Box as="details" mt="2" fontSize="sm">
        <summary>{words.showTheNumbers()}</summary>
        <Table.Root recipe={tableSlotRecipe} size="sm" mt="2">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{props.x.label}</Table.ColumnHeader>
              {props.band && (
                <Table.ColumnHeader scope="col">{withUnit(props.band.label)}</Table.ColumnHeader>
              )}
              {props.series.map((series) => (
                <Table.ColumnHeader key={series.key} scope="col">
                  {withUnit(series.label)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={String(row[props.x.key])}>
                <Table.Cell>
                  {formatValue(row[props.x.key], props.x.format ?? { kind: 'text' }, locale)}
                </Table.Cell>
                {props.band && (
                  <Table.Cell>
                    {formatValue(row[props.band.low], props.y.format, locale)}–
                    {formatValue(row[props.band.high], props.y.format, locale)}
                  </Table.Cell>
                )}
                {props.series.map((series) => (
                  <Table.Cell key={series.key}>
                    {formatValue(row[series.key], props.y.format, locale)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
