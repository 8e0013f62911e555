import { Box } from '@chakra-ui/react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Circle, LinePath } from '@visx/shape';
import { useBoxWidth } from '@/results/custom/box-width';
import { spreadLabels, TICK_FONT, TITLE_FONT } from '@/results/custom/chart-labels';

/** One percentile curve: its key in the rows, its end label and colour. */
export interface Curve {
  key: string;
  label: string;
  color: string;
}

/** A point of the child's own line. */
export interface LinePoint {
  x: number;
  y: number;
}

/** What the drawing needs: the chart's curves by row, the child's points, titles and tick formats. */
export interface GrowthLinesProps {
  rows: readonly Record<string, number>[];
  xKey: string;
  curves: readonly Curve[];
  points: readonly LinePoint[];
  xTitle: string;
  yTitle: string;
  /** What the picture shows, for screen readers (the tables beside it hold the numbers). */
  label: string;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
}

/** A generous average glyph width (em), as the calculators' charts size their margins. */
const GLYPH_EM = 0.65;
const TICK_LENGTH = 8;
const TEXT = { fill: 'currentColor' } as const;
const LINE = 'var(--chakra-colors-pink-600)';
const textWidth = (text: string, size = TICK_FONT) => Math.ceil(text.length * size * GLYPH_EM);

/**
 * The child's own line over a growth chart's percentile curves, drawn as the calculators draw their growth charts
 * (src/results/custom/chart.tsx: the same fonts, tick margins, end labels and fitted axis), with every measurement
 * as a dot on the line. The axis fits the curves and her points, so a point in a tail is never cut off.
 */
export function GrowthLines(props: GrowthLinesProps) {
  const [width, boxRef] = useBoxWidth();
  const { rows, xKey, curves, points } = props;
  const xs = [...rows.map((row) => row[xKey] ?? 0), ...points.map((point) => point.x)];
  const ys = [
    ...rows.flatMap((row) => curves.map((curve) => row[curve.key] ?? 0)),
    ...points.map((point) => point.y),
  ];
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  const valueScale = scaleLinear<number>({
    domain: [low - (high - low) * 0.05, high + (high - low) * 0.05],
    nice: true,
  });
  const xScale = scaleLinear<number>({ domain: [Math.min(...xs), Math.max(...xs)] });
  const top = TITLE_FONT + 14;
  const bottom = TICK_LENGTH + TICK_FONT + 10 + TITLE_FONT + 6;
  const height = width < 480 ? 280 : 320;
  const innerHeight = height - top - bottom;
  valueScale.range([innerHeight, 0]);
  const left =
    Math.max(...valueScale.ticks(5).map((value) => textWidth(props.formatY(value)))) + TICK_LENGTH + 6;
  const widestX = Math.max(...xScale.ticks(10).map((value) => textWidth(props.formatX(value))));
  const endLabelWidth = Math.max(...curves.map((curve) => textWidth(curve.label))) + 8;
  const right = Math.max(Math.ceil(widestX / 2) + 4, endLabelWidth);
  const innerWidth = Math.max(40, width - left - right);
  xScale.range([0, innerWidth]);
  const lastRow = rows[rows.length - 1] ?? {};
  const endLabels = spreadLabels(
    curves.map((curve) => ({ key: curve.key, text: curve.label, y: valueScale(lastRow[curve.key] ?? 0) })),
    TICK_FONT + 1,
    innerHeight,
  );
  return (
    <Box
      ref={boxRef}
      css={{
        '& text': { fontSize: `${TICK_FONT}px` },
        '& text[data-title]': { fontSize: `${TITLE_FONT}px` },
      }}
    >
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={props.label}
      >
        <text x={2} y={TITLE_FONT} data-title {...TEXT}>
          {props.yTitle}
        </text>
        <Group left={left} top={top}>
          {curves.map((curve) => (
            <LinePath<Record<string, number>>
              key={curve.key}
              data={[...rows]}
              x={(row) => xScale(row[xKey] ?? 0)}
              y={(row) => valueScale(row[curve.key] ?? 0)}
              stroke={curve.color}
              strokeWidth={2}
            />
          ))}
          {endLabels.map((label) => (
            <text key={label.key} x={innerWidth + 6} y={label.y} dominantBaseline="middle" {...TEXT}>
              {label.text}
            </text>
          ))}
          <LinePath<LinePoint>
            data={[...points]}
            x={(point) => xScale(point.x)}
            y={(point) => valueScale(point.y)}
            stroke={LINE}
            strokeWidth={3}
            data-line="child"
          />
          {points.map((point) => (
            <Circle
              key={`${point.x}-${point.y}`}
              cx={xScale(point.x)}
              cy={valueScale(point.y)}
              r={5}
              fill={LINE}
              stroke="var(--chakra-colors-bg)"
              strokeWidth={2}
            />
          ))}
          <AxisLeft
            scale={valueScale}
            numTicks={5}
            tickFormat={(value) => props.formatY(Number(value))}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLength={TICK_LENGTH}
            tickLabelProps={TEXT}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            numTicks={Math.max(2, Math.floor(innerWidth / (widestX + 24)))}
            tickFormat={(value) => props.formatX(Number(value))}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLength={TICK_LENGTH}
            tickLabelProps={TEXT}
          />
        </Group>
        <text x={left + innerWidth / 2} y={height - 6} data-title textAnchor="middle" {...TEXT}>
          {props.xTitle}
        </text>
      </svg>
    </Box>
  );
}
