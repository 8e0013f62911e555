/**
 * One baby's logged measurements as points on the growth charts (docs/journal-sources.md): the WHO weight-, length-
 * and head-for-age charts to the second birthday, read exactly as the baby growth calculator reads one measurement
 * (its formula, so corrected age below 37 weeks and its tails come with it), and from the second birthday the child
 * BMI calculator's CDC BMI-for-age, for a day with both a weight and a length or height. Pure; values only.
 */

import { addMonthsIso } from '@/engine/growth';
import { isIsoDate } from '@/engine/parse';
import type { Severity } from '@/engine/severity';
import {
  babyGrowthFormula,
  type Concern,
  type CurveRow,
  MAX_MONTHS,
  type Measure,
  type PercentileBand,
  PRETERM_BEFORE_WEEKS,
  type Sex,
  whoCurves,
} from '../../definitions/baby-growth/formula';
import {
  type BmiCurveRow,
  type ChildBmiCategory,
  childBmiFormula,
  LAST_AGEMOS,
  type ObesityClass,
} from '../../definitions/child-bmi/formula';
import type { Baby, Measurement } from './types';

export type { Measure };

/** One measurement on its WHO chart. Amounts in kg or cm, as logged. */
export interface WhoPoint {
  date: string;
  /** The chart's x: age in months, corrected (from the due date) for a baby born before 37 weeks. */
  ageMonths: number;
  value: number;
  percentile: number;
  z: number;
  band: PercentileBand;
  /**
   * In a tail of its own, as the calculator reads it: beyond ±3 SD (severity `risk`), or a head circumference outside
   * the 3rd to 97th percentiles (`caution`): the doctor soon.
   */
  concern?: Omit<Concern, 'measure'>;
  /** Otherwise below the 3rd or above the 97th percentile: worth raising with the doctor. */
  outside?: 'below' | 'above';
}

/** One day's BMI on the CDC BMI-for-age chart (from 2 years), as the child BMI calculator reads it. */
interface BmiPoint {
  date: string;
  /** The chart's x: age in years (actual age: CDC's charts are not corrected). */
  ageYears: number;
  bmi: number;
  percentile: number;
  z: number;
  category: ChildBmiCategory;
  severity: Severity;
  /** Below the 0.1st percentile (shown as "below the 0.1st"). */
  belowLowestShown?: true;
  /** From the 95th percentile: the percent of the 95th and AAP 2023's obesity class, as the calculator gives them. */
  percentOf95th?: number;
  obesityClass?: ObesityClass;
}

/**
 * Why a measurement is on no chart: logged before the birth; a baby born early measured before her due date (the WHO
 * standard starts at term); past the WHO charts (after the second birthday) with no BMI for that day (a weight
 * and a length are both needed, and there is no chart for head circumference after 2); past the CDC charts (20
 * years); not a positive number; or not dated with a real date.
 */
type LeftOffReason =
  | 'beforeBirth'
  | 'beforeTerm'
  | 'pastWhoCharts'
  | 'needsWeightAndLength'
  | 'pastCdcCharts'
  | 'notAnAmount'
  | 'notADate';

/** A logged amount left off the charts, and why. */
export interface LeftOff {
  date: string;
  measure: Measure;
  reason: LeftOffReason;
}

/** The baby's points on each chart, oldest first, the charts' percentile curves, and what is on none. */
export interface GrowthSeries {
  sex: Sex;
  /** Born before 37 weeks: the WHO charts are read at corrected age (the CDC chart, from 2 years, is not). */
  corrected: boolean;
  weight: WhoPoint[];
  length: WhoPoint[];
  head: WhoPoint[];
  /** The WHO percentile curves (3rd, 15th, 50th, 85th, 97th) by month, 0–24, in kg or cm. */
  curves: Record<Measure, CurveRow[]>;
  bmi: BmiPoint[];
  /** The CDC BMI-for-age curves (5th, 85th, 95th) by year, 2–20: present when there is a BMI point. */
  bmiCurves: BmiCurveRow[];
  leftOff: LeftOff[];
}

const MEASURES: readonly Measure[] = ['weight', 'length', 'head'];
const amountOf = (measurement: Measurement, measure: Measure) =>
  measure === 'weight'
    ? measurement.weightKg
    : measure === 'length'
      ? measurement.lengthCm
      : measurement.headCm;
const isAmount = (value: number) => Number.isFinite(value) && value > 0;

/** The measurement's amounts on the WHO charts, through the baby growth calculator's formula. */
function whoPoints(baby: Baby, sex: Sex, measurement: Measurement, amounts: Map<Measure, number>) {
  const read = babyGrowthFormula(
    {
      sex,
      birthDate: baby.birthDate,
      measuredOn: measurement.date,
      weeksAtBirth: baby.weeksAtBirth,
      weight: amounts.get('weight'),
      weightUnit: 'kg',
      length: amounts.get('length'),
      lengthUnit: 'cm',
      headCircumference: amounts.get('head'),
      headUnit: 'cm',
    },
    { today: measurement.date },
  );
  if (read.beforeTerm) return { beforeTerm: true as const };
  const points = new Map<Measure, WhoPoint>();
  for (const [measure, value] of amounts) {
    const on = read[measure];
    if (!on) continue;
    const concern = read.concerns.find((entry) => entry.measure === measure);
    const outside = read.outside.find((entry) => entry.measure === measure);
    points.set(measure, {
      date: measurement.date,
      ageMonths: read.ageMonths,
      value,
      percentile: on.percentile,
      z: on.z,
      band: on.band,
      ...(concern && { concern: { side: concern.side, far: concern.far, severity: concern.severity } }),
      ...(outside && { outside: outside.side }),
    });
  }
  return { points };
}

/** The day's BMI on the CDC chart, through the child BMI calculator's formula. */
function bmiPoint(baby: Baby, sex: Sex, date: string, weightKg: number, heightCm: number) {
  const read = childBmiFormula(
    {
      sex,
      birthDate: baby.birthDate,
      measuredOn: date,
      weight: weightKg,
      weightUnit: 'kg',
      height: heightCm,
      heightUnit: 'cm',
    },
    { today: date },
  );
  const point: BmiPoint = {
    date,
    ageYears: read.ageYears,
    bmi: read.bmi,
    percentile: read.percentile,
    z: read.z,
    category: read.category,
    severity: read.severity,
    ...(read.belowLowestShown && { belowLowestShown: true as const }),
    ...(read.percentOf95th !== undefined && { percentOf95th: read.percentOf95th }),
    ...(read.obesityClass && { obesityClass: read.obesityClass }),
  };
  return { point, curves: read.curves };
}

/**
 * A baby's measurements on the growth charts. Up to the second birthday (the last day the baby growth calculator
 * takes) each amount goes on its WHO chart, at corrected age if she was born before 37 weeks; from the second
 * birthday (the first day the child BMI calculator takes, so that day is on both) a day with a weight and a length
 * or height gives a BMI on the CDC chart, at actual age, up to 20 years. Everything else is in `leftOff`, with why.
 */
export function growthSeries(baby: Baby): GrowthSeries {
  const sex: Sex = baby.sex === 'female' ? 'girl' : 'boy';
  const series: GrowthSeries = {
    sex,
    corrected: baby.weeksAtBirth < PRETERM_BEFORE_WEEKS,
    weight: [],
    length: [],
    head: [],
    curves: {
      weight: whoCurves('weight', sex, 'kg'),
      length: whoCurves('length', sex, 'cm'),
      head: whoCurves('head', sex, 'cm'),
    },
    bmi: [],
    bmiCurves: [],
    leftOff: [],
  };
  const secondBirthday = addMonthsIso(baby.birthDate, MAX_MONTHS);
  const cdcEnd = addMonthsIso(baby.birthDate, LAST_AGEMOS);
  const leave = (date: string, measures: Iterable<Measure>, reason: LeftOffReason) => {
    for (const measure of measures) series.leftOff.push({ date, measure, reason });
  };
  const sorted = [...baby.measurements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  for (const measurement of sorted) {
    const { date } = measurement;
    const amounts = new Map<Measure, number>();
    for (const measure of MEASURES) {
      const value = amountOf(measurement, measure);
      if (value === undefined) continue;
      if (isAmount(value)) amounts.set(measure, value);
      else leave(date, [measure], 'notAnAmount');
    }
    if (amounts.size === 0) continue;
    if (!isIsoDate(date)) {
      leave(date, amounts.keys(), 'notADate');
      continue;
    }
    if (date < baby.birthDate) {
      leave(date, amounts.keys(), 'beforeBirth');
      continue;
    }

    if (date <= secondBirthday) {
      const who = whoPoints(baby, sex, measurement, amounts);
      if (who.beforeTerm) leave(date, amounts.keys(), 'beforeTerm');
      else for (const [measure, point] of who.points) series[measure].push(point);
    }
    if (date < secondBirthday) continue;

    const weight = amounts.get('weight');
    const length = amounts.get('length');
    const onWho = date === secondBirthday;
    if (date >= cdcEnd) leave(date, amounts.keys(), 'pastCdcCharts');
    else if (weight !== undefined && length !== undefined) {
      const { point, curves } = bmiPoint(baby, sex, date, weight, length);
      series.bmi.push(point);
      series.bmiCurves = curves;
    } else if (!onWho) {
      leave(
        date,
        [...amounts.keys()].filter((measure) => measure !== 'head'),
        'needsWeightAndLength',
      );
    }
    if (!onWho && amounts.has('head') && date < cdcEnd) leave(date, ['head'], 'pastWhoCharts');
  }
  return series;
}
