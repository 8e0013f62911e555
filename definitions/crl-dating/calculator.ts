import { daysBetween, defineCalculator, type FieldError } from '@/engine';
import {
  CRL_CORRECTION,
  crlFormula,
  MIN_CRL_MM,
  ROBINSON_INTERCEPT,
  ROBINSON_SLOPE,
  robinsonDays,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentCrl } from './present';

/** A last period more than 20 weeks before a first-trimester scan cannot belong to the same pregnancy. */
const MAX_LMP_BEFORE_SCAN_DAYS = 140;

export default defineCalculator((m: Messages) => ({
  id: 'crl-dating',
  name: m.name(),
  category: 'pregnancy-fertility',
  icon: 'scan-heart',
  color: 'pink',
  audience: { note: m.audienceNote() },
  fields: {
    crl: {
      type: 'number',
      label: m.crlLabel(),
      min: MIN_CRL_MM,
      max: 84,
      step: 0.1,
      suffix: m.crlSuffix(),
      required: true,
      placeholder: m.crlPlaceholder(),
      description: m.crlHelp(),
    },
    scanDate: { type: 'date', label: m.scanDateLabel(), required: true },
    lastPeriodDate: {
      type: 'date',
      label: m.lastPeriodDateLabel(),
      description: m.lastPeriodDateHelp(),
    },
  },
  checks: (input, ctx, m) => {
    const errors: FieldError[] = [];
    const scanAgo = daysBetween(input.scanDate, ctx.today);
    if (scanAgo < 0) errors.push({ field: 'scanDate', message: m.scanInFuture() });
    else if (scanAgo > 365) errors.push({ field: 'scanDate', message: m.scanTooOld() });
    if (input.lastPeriodDate) {
      const before = daysBetween(input.lastPeriodDate, input.scanDate);
      if (before <= 0) {
        errors.push({ field: 'lastPeriodDate', message: m.lastPeriodNotBefore() });
      } else if (before > MAX_LMP_BEFORE_SCAN_DAYS) {
        errors.push({
          field: 'lastPeriodDate',
          message: m.lastPeriodTooEarly({ weeks: MAX_LMP_BEFORE_SCAN_DAYS / 7 }),
        });
      }
    }
    return errors;
  },
  formula: crlFormula,
  present: presentCrl,
  result: [
    {
      block: 'category-card',
      title: m.yourDueDate(),
      value: 'dueDate',
      format: { kind: 'weekday-date' },
      category: 'verdict',
    },
    {
      block: 'stats',
      items: [
        { label: m.gestationalAgeOnThe(), value: 'gestationalAgeText' },
        { label: m.dueDateByThe(), value: 'ultrasoundDueDate', format: { kind: 'date' } },
      ],
    },
    {
      block: 'stats',
      when: 'lastPeriodDueDate',
      title: m.comparedWithYourLast(),
      items: [
        { label: m.gestationalAgeByLast(), value: 'lastPeriodGestationalAge' },
        { label: m.dueDateByLast(), value: 'lastPeriodDueDate', format: { kind: 'date' } },
        { label: m.difference(), value: 'differenceText' },
      ],
    },
    { block: 'list', title: m.goodToKnow(), items: 'notes' },
  ],
  explain: (input, result, m) => {
    const lines = [
      m.explainAge({
        slope: ROBINSON_SLOPE,
        intercept: ROBINSON_INTERCEPT,
        correction: CRL_CORRECTION,
        crl: input.crl,
        exact: robinsonDays(input.crl),
        days: result.gestationalAgeDays,
        age: result.gestationalAgeText,
        scanDate: input.scanDate,
      }),
      m.explainScanDue({ days: result.gestationalAgeDays, due: result.ultrasoundDueDate }),
    ];
    const { lastPeriodDueDate, lastPeriodGestationalAge, differenceText, threshold } = result;
    if (lastPeriodDueDate && lastPeriodGestationalAge && differenceText && threshold !== null) {
      lines.push(
        m.explainLastPeriod({
          age: lastPeriodGestationalAge,
          due: lastPeriodDueDate,
          difference: differenceText,
          threshold,
          redate: result.redate ? 'yes' : 'no',
        }),
      );
    }
    return lines;
  },
}));
