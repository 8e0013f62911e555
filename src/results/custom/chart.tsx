import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Area, Bar, Circle, LinePath } from '@visx/shape';
import { type Format, formatValue, getPath } from '@/engine';
import type { BlockProps } from '../blocks';

/** Props of the `chart` custom block (the one chart component of the site, built on visx). */
export interface ChartProps {
  /** Result path of the rows. */
  data: string;
  x: { key: string; label: string; format?: Format };
  y: { label: string; format?: Format };
  /** `line` series share a linear x axis; `bar` series use a band axis (one bar per row). */
  series: { key: string; label: string; kind?: 'line' | 'bar'; color?: string }[];
  /** A shaded range between two row keys (e.g. recommended minimum and maximum). */
  band?: { low: string; high: string; label: string };
  /** One marked point from result paths (e.g. the visitor's week and gain). */
  point?: { x: string; y: string; label: string };
  /** Sentence describing the chart, used as its accessible name and caption. */
  caption: string;
}

const WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { top: 16, right: 16, bottom: 48, left: 64 };
const PALETTE = [
  'var(--chakra-colors-pink-500)',
  'var(--chakra-colors-purple-500)',
  'var(--chakra-colors-teal-500)',
];

type Row = Record<string, unknown>;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A line, band or bar chart with an accessible caption and a "Show the numbers" table. */
export default function Chart({
  block,
  result,
}: BlockProps<{ title?: string; props?: Record<string, unknown> }>) {
  const props = block.props as unknown as ChartProps;
  const rows = (getPath(result, props.data) as Row[] | undefined) ?? [];
  if (rows.length === 0) return null;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const pointX = props.point ? num(getPath(result, props.point.x)) : undefined;
  const pointY = props.point ? num(getPath(result, props.point.y)) : undefined;
  const values = rows.flatMap((row) => [
    ...props.series.map((series) => num(row[series.key])),
    ...(props.band ? [num(row[props.band.low]), num(row[props.band.high])] : []),
  ]);
  const yMax = Math.max(...values, pointY ?? 0, 1) * 1.1;
  const yMin = Math.min(0, ...values);
  const y = scaleLinear<number>({ domain: [yMin, yMax], range: [innerHeight, 0], nice: true });
  const isBar = props.series.some((series) => series.kind === 'bar');
  const xs = rows.map((row) => num(row[props.x.key]));
  const xLinear = scaleLinear<number>({
    domain: [Math.min(...xs, pointX ?? xs[0] ?? 0), Math.max(...xs, pointX ?? 0)],
    range: [0, innerWidth],
  });
  const xBand = scaleBand<string>({
    domain: rows.map((row) => String(row[props.x.key])),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const xOf = (row: Row) => xLinear(num(row[props.x.key]));
  const tick = (format?: Format) => (value: unknown) =>
    formatValue(Number(value), format ?? { kind: 'number' });

  return (
    <Box>
      {block.title && (
        <Heading as="h3" size="md" mb="3">
          {block.title}
        </Heading>
      )}
      <Box as="figure" m="0">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={props.caption}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {props.band && (
              <Area<Row>
                data={rows}
                x={xOf}
                y0={(row) => y(num(row[props.band?.low ?? '']))}
                y1={(row) => y(num(row[props.band?.high ?? '']))}
                fill="var(--chakra-colors-green-500)"
                fillOpacity={0.2}
              />
            )}
            {props.series.map((series, index) => {
              const color = series.color ?? PALETTE[index % PALETTE.length];
              if (series.kind === 'bar') {
                return rows.map((row) => {
                  const top = y(Math.max(0, num(row[series.key])));
                  return (
                    <Bar
                      key={`${series.key}-${String(row[props.x.key])}`}
                      x={xBand(String(row[props.x.key])) ?? 0}
                      y={top}
                      width={xBand.bandwidth()}
                      height={Math.max(0, y(0) - top)}
                      fill={color}
                    />
                  );
                });
              }
              return (
                <LinePath<Row>
                  key={series.key}
                  data={rows}
                  x={xOf}
                  y={(row) => y(num(row[series.key]))}
                  stroke={color}
                  strokeWidth={2.5}
                />
              );
            })}
            {props.point && pointX !== undefined && pointY !== undefined && (
              <Circle
                cx={xLinear(pointX)}
                cy={y(pointY)}
                r={7}
                fill="var(--chakra-colors-pink-600)"
                stroke="var(--chakra-colors-bg)"
                strokeWidth={2}
              />
            )}
            <AxisLeft
              scale={y}
              numTicks={5}
              label={props.y.label}
              tickFormat={tick(props.y.format)}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 12 }}
              labelProps={{ fill: 'currentColor', fontSize: 13 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={isBar ? xBand : xLinear}
              label={props.x.label}
              tickFormat={isBar ? (value: unknown) => String(value) : tick(props.x.format)}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 12 }}
              labelProps={{ fill: 'currentColor', fontSize: 13 }}
            />
          </Group>
        </svg>
        <Text as="figcaption" fontSize="sm" color="fg.muted">
          {props.caption}
          {props.band && ` Shaded: ${props.band.label}.`}
          {props.point && ` Dot: ${props.point.label}.`}
        </Text>
      </Box>
      <Box as="details" mt="2" fontSize="sm">
        <summary>Show the numbers</summary>
        <Table.Root size="sm" mt="2">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{props.x.label}</Table.ColumnHeader>
              {props.band && <Table.ColumnHeader scope="col">{props.band.label}</Table.ColumnHeader>}
              {props.series.map((series) => (
                <Table.ColumnHeader key={series.key} scope="col">
                  {series.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={String(row[props.x.key])}>
                <Table.Cell>{formatValue(row[props.x.key], props.x.format ?? { kind: 'text' })}</Table.Cell>
                {props.band && (
                  <Table.Cell>
                    {formatValue(row[props.band.low], props.y.format)}–
                    {formatValue(row[props.band.high], props.y.format)}
                  </Table.Cell>
                )}
                {props.series.map((series) => (
                  <Table.Cell key={series.key}>{formatValue(row[series.key], props.y.format)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
