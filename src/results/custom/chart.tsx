import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Area, Bar, Circle, LinePath } from '@visx/shape';
import type { CustomBlockOf, PropsOf } from '@/engine';
import { type Format, formatValue, getPath } from '@/engine';
import { useLanguage } from '@/form/language';
import { type BlockProps, unitWord } from '../blocks';
import { useBoxWidth } from './box-width';
import { ChartFrame } from './chart-frame';
import { spreadLabels, TICK_FONT, TITLE_FONT } from './chart-labels';

/** Props of the `chart` custom block (schema: `customBlockProps` in src/engine/schema/blocks.ts). */
export type ChartProps = PropsOf<'chart'>;

/** A generous average glyph width (em) for sizing margins before the text is drawn. */
const GLYPH_EM = 0.65;
const TICK_LENGTH = 8;
const PALETTE = [
  'var(--chakra-colors-pink-500)',
  'var(--chakra-colors-purple-500)',
  'var(--chakra-colors-teal-500)',
];
const TEXT = { fill: 'currentColor' } as const;

/** One row of a chart's data. */
export type Row = Record<string, unknown>;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const textWidth = (text: string, size = TICK_FONT) => Math.ceil(text.length * size * GLYPH_EM);

/**
 * A line chart (with an optional band and marked point) or a horizontal bar chart, with an accessible caption and a
 * "Show the numbers" table. Axis titles sit above and below the plot (never rotated over the tick labels), and the
 * margins are sized from the tick labels, so every label stays inside the chart at every width.
 */
export default function Chart({ block, result }: BlockProps<CustomBlockOf<'chart'>>) {
  const props = block.props;
  const [width, boxRef] = useBoxWidth();
  const { locale, messages: words } = useLanguage();
  const rows = (getPath(result, props.data) as Row[] | undefined) ?? [];
  if (rows.length === 0) return null;
  const unit = props.unitFrom ? String(unitWord(getPath(result, props.unitFrom), words) ?? '') : '';
  const withUnit = (label: string) => (unit ? `${label} (${unit})` : label);
  const caption = props.caption.replace('{unit}', unit);
  const isBar = props.series.some((series) => series.kind === 'bar');
  const tick = (format?: Format) => (value: unknown) =>
    formatValue(Number(value), format ?? { kind: 'number' }, locale);
  const valueTick = tick(props.y.format);
  const pointX = props.point ? num(getPath(result, props.point.x)) : undefined;
  const pointY = props.point ? num(getPath(result, props.point.y)) : undefined;
  const values = rows.flatMap((row) => [
    ...props.series.map((series) => num(row[series.key])),
    ...(props.band ? [num(row[props.band.low]), num(row[props.band.high])] : []),
  ]);
  // Growth charts fit the axis to the curves (a length axis from 0 would flatten them); others start at 0.
  const fitted = props.y.fromZero === false;
  const low = Math.min(...values, pointY ?? Number.POSITIVE_INFINITY);
  const high = Math.max(...values, pointY ?? Number.NEGATIVE_INFINITY);
  const valueScale = scaleLinear<number>({
    domain: fitted
      ? [low - (high - low) * 0.05, high + (high - low) * 0.05]
      : [Math.min(0, ...values), Math.max(...values, pointY ?? 0, 1) * 1.1],
    nice: true,
  });
  const valueTitle = withUnit(props.y.label);
  const top = TITLE_FONT + 14;
  const bottom = TICK_LENGTH + TICK_FONT + 10 + TITLE_FONT + 6;

  if (isBar) {
    const categories = rows.map((row) => String(row[props.x.key]));
    const left = Math.max(...categories.map((label) => textWidth(label))) + TICK_LENGTH + 6;
    const valueTicks = valueScale.ticks(Math.max(2, Math.floor(width / 90))).map(valueTick);
    const right = Math.ceil(Math.max(...valueTicks.map((label) => textWidth(label))) / 2) + 4;
    const innerWidth = Math.max(40, width - left - right);
    const innerHeight = rows.length * 36;
    const height = top + innerHeight + bottom;
    valueScale.range([0, innerWidth]);
    const band = scaleBand<string>({ domain: categories, range: [0, innerHeight], padding: 0.3 });
    return (
      <ChartFrame
        block={block}
        props={props}
        caption={caption}
        withUnit={withUnit}
        rows={rows}
        boxRef={boxRef}
      >
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={caption}>
          <text x={2} y={TITLE_FONT} data-title {...TEXT}>
            {props.x.label}
          </text>
          <Group left={left} top={top}>
            {props.series.map((series, index) =>
              rows.map((row) => (
                <Bar
                  key={`${series.key}-${String(row[props.x.key])}`}
                  x={valueScale(0)}
                  y={band(String(row[props.x.key])) ?? 0}
                  width={Math.max(0, valueScale(Math.max(0, num(row[series.key]))) - valueScale(0))}
                  height={band.bandwidth()}
                  fill={series.color ?? PALETTE[index % PALETTE.length]}
                />
              )),
            )}
            <AxisLeft
              scale={band}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLength={TICK_LENGTH}
              tickLabelProps={TEXT}
            />
            <AxisBottom
              top={innerHeight}
              scale={valueScale}
              numTicks={valueTicks.length}
              tickFormat={valueTick}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLength={TICK_LENGTH}
              tickLabelProps={TEXT}
            />
          </Group>
          <text x={left + innerWidth / 2} y={height - 6} data-title textAnchor="middle" {...TEXT}>
            {valueTitle}
          </text>
        </svg>
      </ChartFrame>
    );
  }

  const xs = rows.map((row) => num(row[props.x.key]));
  const xScale = scaleLinear<number>({
    domain: [Math.min(...xs, pointX ?? xs[0] ?? 0), Math.max(...xs, pointX ?? 0)],
  });
  const xTick = tick(props.x.format);
  const height = width < 480 ? 280 : 320;
  const innerHeight = height - top - bottom;
  valueScale.range([innerHeight, 0]);
  const valueTicks = valueScale.ticks(5);
  const left = Math.max(...valueTicks.map((value) => textWidth(valueTick(value)))) + TICK_LENGTH + 6;
  const widestX = Math.max(...xScale.ticks(10).map((value) => textWidth(xTick(value))));
  const endLabelWidth = props.endLabels
    ? Math.max(...props.series.map((series) => textWidth(series.label))) + 8
    : 0;
  const right = Math.max(Math.ceil(widestX / 2) + 4, endLabelWidth);
  const innerWidth = Math.max(40, width - left - right);
  xScale.range([0, innerWidth]);
  const xOf = (row: Row) => xScale(num(row[props.x.key]));
  const lastRow = rows[rows.length - 1] ?? {};
  const endLabels = props.endLabels
    ? spreadLabels(
        props.series.map((series) => ({
          key: series.key,
          text: series.label,
          y: valueScale(num(lastRow[series.key])),
        })),
        TICK_FONT + 1,
        innerHeight,
      )
    : [];
  return (
    <ChartFrame block={block} props={props} caption={caption} withUnit={withUnit} rows={rows} boxRef={boxRef}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={caption}>
        <text x={2} y={TITLE_FONT} data-title {...TEXT}>
          {valueTitle}
        </text>
        <Group left={left} top={top}>
          {props.band && (
            <Area<Row>
              data={rows}
              x={xOf}
              y0={(row) => valueScale(num(row[props.band?.low ?? '']))}
              y1={(row) => valueScale(num(row[props.band?.high ?? '']))}
              fill="var(--chakra-colors-green-500)"
              fillOpacity={0.2}
            />
          )}
          {props.series.map((series, index) => (
            <LinePath<Row>
              key={series.key}
              data={rows}
              x={xOf}
              y={(row) => valueScale(num(row[series.key]))}
              stroke={series.color ?? PALETTE[index % PALETTE.length]}
              strokeWidth={2.5}
            />
          ))}
          {endLabels.map((label) => (
            <text key={label.key} x={innerWidth + 6} y={label.y} dominantBaseline="middle" {...TEXT}>
              {label.text}
            </text>
          ))}
          {props.point && pointX !== undefined && pointY !== undefined && (
            <Circle
              cx={xScale(pointX)}
              cy={valueScale(pointY)}
              r={7}
              fill="var(--chakra-colors-pink-600)"
              stroke="var(--chakra-colors-bg)"
              strokeWidth={2}
            />
          )}
          <AxisLeft
            scale={valueScale}
            numTicks={5}
            tickFormat={valueTick}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLength={TICK_LENGTH}
            tickLabelProps={TEXT}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            numTicks={Math.max(2, Math.floor(innerWidth / (widestX + 24)))}
            tickFormat={xTick}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLength={TICK_LENGTH}
            tickLabelProps={TEXT}
          />
        </Group>
        <text x={left + innerWidth / 2} y={height - 6} data-title textAnchor="middle" {...TEXT}>
          {props.x.label}
        </text>
      </svg>
    </ChartFrame>
  );
}
