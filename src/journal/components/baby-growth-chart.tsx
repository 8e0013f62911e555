import { Box, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { type ReactNode, useId } from 'react';
import { formatNumber } from '@/engine/intl';
import { fromCanonical, type UnitId } from '@/engine/units';
import { type Lang, LOCALE } from '@/site/i18n/lang';
import { type GrowthSeries, growthSeries, type LeftOff, type Measure, type WhoPoint } from '../growth-series';
import type { Messages } from '../messages.en.gen';
import type { Baby } from '../types';
import { type Curve, GrowthLines } from './growth-lines';
import { JournalNote } from './note';

/** What the page gives the growth chart: one baby, the words of its language, and the units she reads. */
export interface BabyGrowthChartProps {
  baby: Baby;
  /** The journal's messages compiled for the page's language (messages.en.gen or messages.es.gen). */
  m: Messages;
  lang: Lang;
  /** Pounds and inches unless she picked metric, as the calculators default. */
  units?: 'us' | 'metric';
  /** The level of the section's heading (each chart's title is the next level); 2 unless the page nests it. */
  headingLevel?: 2 | 3 | 4;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';

/** The WHO charts' curves in the baby growth calculator's colours (outer lines orange, median purple). */
const WHO_CURVES = [
  { key: 'p97', p: 97, color: 'var(--chakra-colors-orange-500)' },
  { key: 'p85', p: 85, color: 'var(--chakra-colors-teal-500)' },
  { key: 'p50', p: 50, color: 'var(--chakra-colors-purple-500)' },
  { key: 'p15', p: 15, color: 'var(--chakra-colors-teal-500)' },
  { key: 'p3', p: 3, color: 'var(--chakra-colors-orange-500)' },
] as const;
/** The CDC BMI chart's curves in the child BMI calculator's colours. */
const BMI_CURVES = [
  { key: 'p95', p: 95, color: 'var(--chakra-colors-red-500)' },
  { key: 'p85', p: 85, color: 'var(--chakra-colors-orange-500)' },
  { key: 'p5', p: 5, color: 'var(--chakra-colors-teal-500)' },
] as const;
/** The BMI chart runs to a year past her latest BMI (at least to 5 years), not to 20, so her line is not squeezed. */
const BMI_CHART_MIN_YEARS = 5;

/** The unit each measure is shown in, and its symbol in the page's words. */
function unitOf(measure: Measure, units: 'us' | 'metric'): { id: UnitId; symbol: string } {
  if (measure === 'weight') return units === 'us' ? { id: 'lbs', symbol: 'lb' } : { id: 'kg', symbol: 'kg' };
  return units === 'us' ? { id: 'in', symbol: 'in' } : { id: 'cm', symbol: 'cm' };
}

const inUnit = (value: number, unit: UnitId) => Math.round(fromCanonical(value, unit) * 100) / 100;

/** A table of her points, with a caption saying whose and what; the figures' text alternative. */
function PointsTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // A narrow screen scrolls it sideways: focusable and named, so a keyboard reaches its last columns.
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {head.map((label) => (
              <Table.ColumnHeader key={label} scope="col">
                {label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, index) => (
            // Rows are her measurements in date order; two on one day are both shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the data's, fixed for a render
            <Table.Row key={index}>
              {cells.map((cell, column) =>
                column === 0 ? (
                  <Table.Cell key={head[column]} as="th" scope="row" fontWeight="normal">
                    {cell}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={head[column]}>{cell}</Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The note of a WHO point in a tail: the concern (the doctor soon) before anything milder. */
function whoNote(point: WhoPoint, m: Messages): string {
  if (point.concern)
    return m.growthConcern({ far: point.concern.far ? 'yes' : 'no', side: point.concern.side });
  return point.outside ? m.growthOutside({ side: point.outside }) : '';
}

/** One WHO chart: the latest point's concern first, the drawing, its caption, her table and the curves' numbers. */
function WhoChart(props: {
  measure: Measure;
  series: GrowthSeries;
  m: Messages;
  lang: Lang;
  units: 'us' | 'metric';
  sub: HeadingTag;
}) {
  const { measure, series, m, lang, units } = props;
  const locale = LOCALE[lang];
  const points = series[measure];
  const unit = unitOf(measure, units);
  const fine = measure === 'weight' ? m.growthAmountFine : m.growthAmount;
  const rows = series.curves[measure].map(
    (row): Record<string, number> => ({
      month: row.month,
      ...Object.fromEntries(WHO_CURVES.map((curve) => [curve.key, inUnit(row[curve.key], unit.id)])),
    }),
  );
  const curves: Curve[] = WHO_CURVES.map((curve) => ({ ...curve, label: m.growthCurve({ p: curve.p }) }));
  const latest = points[points.length - 1];
  const axisMonths = m.growthAxisMonths({ corrected: series.corrected ? 'yes' : 'no' });
  return (
    <Stack gap="3">
      <Heading as={props.sub} size="md">
        {m.growthChartTitle({ measure })}
      </Heading>
      {latest?.concern && <JournalNote tone="warning">{whoNote(latest, m)}</JournalNote>}
      <Box as="figure" m="0">
        <GrowthLines
          rows={rows}
          xKey="month"
          curves={curves}
          points={points.map((point) => ({ x: point.ageMonths, y: inUnit(point.value, unit.id) }))}
          xTitle={axisMonths}
          yTitle={m.growthAxisValue({ measure, unit: unit.symbol })}
          label={m.growthChartCaption({ measure, unit: unit.symbol, sex: series.sex })}
          formatX={(value) => formatNumber(value, 0, locale)}
          formatY={(value) => formatNumber(value, 1, locale)}
        />
        <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2">
          {m.growthChartCaption({ measure, unit: unit.symbol, sex: series.sex })}
        </Text>
      </Box>
      <PointsTable
        caption={m.growthTableCaption({ measure })}
        head={[
          m.growthColDate(),
          axisMonths,
          m.growthColValue({ measure, unit: unit.symbol }),
          m.growthColPercentile(),
          m.growthColZ(),
          m.growthColNote(),
        ]}
        rows={points.map((point) => [
          m.growthDate({ date: point.date }),
          m.growthAgeMonths({ months: point.ageMonths }),
          fine({ value: inUnit(point.value, unit.id) }),
          m.growthPercentile({ band: point.band, percentile: point.percentile }),
          m.growthZ({ z: point.z }),
          whoNote(point, m),
        ])}
      />
      <Box as="details" fontSize="sm">
        <summary>{m.growthShowCurves()}</summary>
        <PointsTable
          caption={m.growthChartCaption({ measure, unit: unit.symbol, sex: series.sex })}
          head={[m.growthAxisMonths({ corrected: 'no' }), ...curves.map((curve) => curve.label)]}
          rows={rows.map((row) => [
            formatNumber(row.month ?? 0, 0, locale),
            ...WHO_CURVES.map((curve) => m.growthAmountFine({ value: row[curve.key] ?? 0 })),
          ])}
        />
      </Box>
    </Stack>
  );
}

/** The CDC BMI-for-age chart from 2 years: her BMI line over the 5th, 85th and 95th curves, and her table. */
function BmiChart({
  series,
  m,
  lang,
  sub,
}: {
  series: GrowthSeries;
  m: Messages;
  lang: Lang;
  sub: HeadingTag;
}) {
  const locale = LOCALE[lang];
  const oldest = Math.max(...series.bmi.map((point) => point.ageYears));
  const to = Math.min(20, Math.max(BMI_CHART_MIN_YEARS, Math.ceil(oldest) + 1));
  const rows = series.bmiCurves
    .filter((row) => row.age <= to)
    .map((row) => ({ age: row.age, p5: row.p5, p85: row.p85, p95: row.p95 }));
  const curves: Curve[] = BMI_CURVES.map((curve) => ({ ...curve, label: m.growthCurve({ p: curve.p }) }));
  const caption = m.growthBmiCaption({ sex: series.sex, to });
  return (
    <Stack gap="3">
      <Heading as={sub} size="md">
        {m.growthBmiTitle()}
      </Heading>
      <Box as="figure" m="0">
        <GrowthLines
          rows={rows}
          xKey="age"
          curves={curves}
          points={series.bmi.map((point) => ({ x: point.ageYears, y: point.bmi }))}
          xTitle={m.growthAxisYears()}
          yTitle={m.growthAxisValue({ measure: 'bmi', unit: 'kg/m²' })}
          label={caption}
          formatX={(value) => formatNumber(value, 0, locale)}
          formatY={(value) => formatNumber(value, 1, locale)}
        />
        <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2">
          {caption}
        </Text>
      </Box>
      <PointsTable
        caption={m.growthTableCaption({ measure: 'bmi' })}
        head={[
          m.growthColDate(),
          m.growthAxisYears(),
          m.growthColValue({ measure: 'bmi', unit: 'kg/m²' }),
          m.growthColPercentile(),
          m.growthColZ(),
          m.growthColNote(),
        ]}
        rows={series.bmi.map((point) => [
          m.growthDate({ date: point.date }),
          m.growthAgeYears({ years: point.ageYears }),
          m.growthAmount({ value: point.bmi }),
          point.belowLowestShown
            ? m.growthPercentile({ band: 'lowest', percentile: point.percentile })
            : m.growthAmountFine({ value: point.percentile }),
          m.growthZ({ z: point.z }),
          point.obesityClass
            ? m.growthBmiObesity({ obesityClass: point.obesityClass })
            : m.growthBmiCategory({ category: point.category }),
        ])}
      />
    </Stack>
  );
}

/** A reason that names no measure (before the birth, before term…) is said once for its day, not once per measure. */
const leftOffKey = (left: LeftOff) =>
  left.reason === 'pastWhoCharts' || left.reason === 'notAnAmount'
    ? `${left.date}-${left.reason}-${left.measure}`
    : `${left.date}-${left.reason}`;
const onceEach = (list: readonly LeftOff[]) =>
  list.filter((left, index) => list.findIndex((other) => leftOffKey(other) === leftOffKey(left)) === index);

/**
 * One baby's growth: her measurements as her own line on the WHO weight-, length- and head-for-age charts (at
 * corrected age if she was born before 37 weeks) and, from 2 years, on CDC BMI-for-age; each chart with a table of
 * her points (the text alternative a screen reader reads) and the curves' numbers; what is on no chart, and why.
 */
export function BabyGrowthChart({ baby, m, lang, units = 'us', headingLevel = 2 }: BabyGrowthChartProps) {
  const titleId = useId();
  const series = growthSeries(baby);
  const h = `h${headingLevel}` as HeadingTag;
  const sub = `h${headingLevel + 1}` as HeadingTag;
  const measures = (['weight', 'length', 'head'] as const).filter((measure) => series[measure].length > 0);
  const nothing = measures.length === 0 && series.bmi.length === 0;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="6">
      <Heading as={h} id={titleId} size="lg">
        {m.growthTitle({ named: baby.nickname ? 'yes' : 'no', name: baby.nickname ?? '' })}
      </Heading>
      {series.corrected && <Text>{m.growthCorrected({ weeks: baby.weeksAtBirth })}</Text>}
      {nothing && <Text>{m.growthNone()}</Text>}
      {measures.map((measure) => (
        <WhoChart key={measure} measure={measure} series={series} m={m} lang={lang} units={units} sub={sub} />
      ))}
      {series.bmi.length > 0 && <BmiChart series={series} m={m} lang={lang} sub={sub} />}
      {series.leftOff.length > 0 && (
        <List.Root ps="5" gap="1">
          {onceEach(series.leftOff).map((left) => (
            <List.Item key={leftOffKey(left)}>
              {left.reason === 'notADate'
                ? m.growthNotADate({ date: left.date })
                : m.growthLeftOff({ ...left, reason: left.reason })}
            </List.Item>
          ))}
        </List.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        {m.growthSources()}
      </Text>
    </Stack>
  );
}
