import { describe, expect, it } from 'vitest';
import { formatDate } from '@/engine/intl';
import bodyFatEs from '../../definitions/body-fat/messages.es.gen';
import bodyFat from '../../definitions/body-fat/page';
import conceptionEs from '../../definitions/conception/messages.es.gen';
import conception from '../../definitions/conception/page';
import cycleLengthEs from '../../definitions/cycle-length/messages.es.gen';
import cycleLength from '../../definitions/cycle-length/page';
import hairGrowthEs from '../../definitions/hair-growth/messages.es.gen';
import hairGrowth from '../../definitions/hair-growth/page';

const TODAY = { today: '2026-11-26' };

/** A date as the Spanish messages write it (the short style of src/engine/intl.ts, es-US). */
const es = (iso: string) => formatDate(iso, 'short', 'es-US');
/** The same date as the English messages write it ("Dec 01, 2026"). */
const en = (iso: string) => formatDate(iso, 'short', 'en-US');

/** A definition's cross-field checks, worded in the given language's compiled messages (as the page runs them). */
function checksIn<I, M>(
  definition: { checks?: (input: I, ctx: typeof TODAY, m: M) => unknown },
  input: I,
  m: M,
) {
  return definition.checks?.(input, TODAY, m);
}

const englishOf = <M>(definition: { messages?: M }) => definition.messages as M;

describe('Spanish check messages (issue #30): body calculators', () => {
  const fat = { height: 165, heightUnit: 'cm', measurementUnit: 'cm' } as const;

  it('body-fat: a neck larger than waist + hip is refused in Spanish, the English unchanged', () => {
    const input = { ...fat, waist: 20, hip: 20, neck: 50 };
    expect(checksIn(bodyFat, input, bodyFatEs)).toEqual([
      { field: 'waist', message: 'La cintura más la cadera debe ser mayor que la medida del cuello.' },
    ]);
    expect(checksIn(bodyFat, input, englishOf(bodyFat))).toEqual([
      { field: 'waist', message: 'Waist plus hip must be larger than the neck measurement.' },
    ]);
  });

  it('body-fat: an implausible estimate is worded in Spanish with its figures, the English unchanged', () => {
    const input = { ...fat, waist: 40, hip: 50, neck: 45 };
    expect(checksIn(bodyFat, input, bodyFatEs)).toEqual([
      {
        field: 'waist',
        message:
          'Estas medidas no parecen coherentes: darían un −39.9% de grasa corporal, fuera del rango del 2 al 75% que el método de la cinta métrica puede estimar. Vuelve a medirte y revisa las unidades.',
      },
    ]);
    expect(checksIn(bodyFat, input, englishOf(bodyFat))).toEqual([
      {
        field: 'waist',
        message:
          'These measurements look inconsistent: they would give −39.9% body fat, outside the 2–75% the tape method can estimate. Please re-measure and check the units.',
      },
    ]);
  });

  it('hair-growth: every check is worded in Spanish, the English unchanged', () => {
    // Too long (2500 mm written as before), dated in the future, and no growth: three fields at once.
    const future = {
      unit: 'mm',
      startDate: '2026-10-01',
      startLength: 100,
      currentDate: '2026-12-01',
      currentLength: 90,
      targetLength: 3000,
    } as const;
    expect(checksIn(hairGrowth, future, hairGrowthEs)).toEqual([
      { field: 'targetLength', message: 'El largo deseado no puede pasar de 2500 mm.' },
      { field: 'currentDate', message: 'La última medición no puede tener una fecha futura.' },
      {
        field: 'currentLength',
        message:
          'El largo actual debe ser mayor que el largo al inicio (después de un corte, empieza de nuevo desde el largo ya cortado).',
      },
    ]);
    expect(checksIn(hairGrowth, future, englishOf(hairGrowth))).toEqual([
      { field: 'targetLength', message: 'Target length must be at most 2500 mm.' },
      { field: 'currentDate', message: 'The latest measurement cannot be dated in the future.' },
      {
        field: 'currentLength',
        message:
          'Length now must be longer than the length at start (after a trim, start again from the trimmed length).',
      },
    ]);
    const backwards = { ...future, startDate: '2026-11-01', currentDate: '2026-10-01', currentLength: 120 };
    expect(
      checksIn(
        hairGrowth,
        { ...backwards, unit: 'cm', startLength: 260, targetLength: undefined },
        hairGrowthEs,
      ),
    ).toEqual([
      { field: 'startLength', message: 'El largo al inicio no puede pasar de 250 cm.' },
      {
        field: 'currentDate',
        message: 'La última medición debe tener una fecha posterior a la fecha de inicio.',
      },
      {
        field: 'currentLength',
        message:
          'El largo actual debe ser mayor que el largo al inicio (después de un corte, empieza de nuevo desde el largo ya cortado).',
      },
    ]);
    expect(checksIn(hairGrowth, { ...backwards, targetLength: undefined }, englishOf(hairGrowth))).toEqual([
      { field: 'currentDate', message: 'The latest measurement must be dated after the start date.' },
    ]);
  });

  it('conception: a due date too far ahead or too long ago is refused in Spanish, the English unchanged', () => {
    const ahead = { dueDate: '2027-10-01', cycleLength: 28 };
    const ago = { dueDate: '2024-11-01', cycleLength: 28 };
    expect(checksIn(conception, ahead, conceptionEs)).toEqual([
      {
        field: 'dueDate',
        message:
          'Esa fecha probable de parto está a más de 44 semanas, así que todavía ningún embarazo puede tener el parto previsto para entonces. Revisa la fecha.',
      },
    ]);
    expect(checksIn(conception, ago, conceptionEs)).toEqual([
      {
        field: 'dueDate',
        message:
          'Ingresa una fecha probable de parto de los últimos dos años o una que todavía no haya llegado.',
      },
    ]);
    expect(checksIn(conception, ahead, englishOf(conception))).toEqual([
      {
        field: 'dueDate',
        message:
          'That due date is more than 44 weeks away, so no pregnancy can be due then yet. Check the date.',
      },
    ]);
    expect(checksIn(conception, ago, englishOf(conception))).toEqual([
      { field: 'dueDate', message: 'Enter a due date from the last two years or one still ahead.' },
    ]);
  });

  it('cycle-length: future, missing and same-period dates are worded in Spanish, the English unchanged', () => {
    // Today is Nov 26, 2026: one date ahead, a 1200-day gap, then two starts a day apart.
    const input = { dates: ['2023-03-01', '2026-06-13', '2026-06-14', '2026-12-01'] };
    expect(checksIn(cycleLength, input, cycleLengthEs)).toEqual([
      {
        field: 'dates',
        message: `Las fechas de inicio del periodo no pueden estar en el futuro: ${es('2026-12-01')}.`,
      },
      {
        field: 'dates',
        message: `Parece que falta un periodo entre el ${es('2023-03-01')} y el ${es('2026-06-13')} (1200 días de diferencia): agrégalo o quita la fecha más antigua.`,
      },
      {
        field: 'dates',
        message: `Entre el ${es('2026-06-13')} y el ${es('2026-06-14')} hay solo 1 día de diferencia: ingresa solo el primer día de cada periodo.`,
      },
      {
        field: 'dates',
        message: `Parece que falta un periodo entre el ${es('2026-06-14')} y el ${es('2026-12-01')} (170 días de diferencia): agrégalo o quita la fecha más antigua.`,
      },
    ]);
    expect(checksIn(cycleLength, input, englishOf(cycleLength))).toEqual([
      { field: 'dates', message: `Period start dates cannot be in the future: ${en('2026-12-01')}.` },
      {
        field: 'dates',
        message: `A period seems to be missing between ${en('2023-03-01')} and ${en('2026-06-13')} (1200 days apart): add it, or remove the older date.`,
      },
      {
        field: 'dates',
        message:
          'Jun 13, 2026 and Jun 14, 2026 are only 1 day apart: enter just the first day of each period.',
      },
      {
        field: 'dates',
        message: `A period seems to be missing between ${en('2026-06-14')} and ${en('2026-12-01')} (170 days apart): add it, or remove the older date.`,
      },
    ]);
    const twoDays = { dates: ['2026-06-13', '2026-06-15'] };
    expect(checksIn(cycleLength, twoDays, englishOf(cycleLength))).toEqual([
      {
        field: 'dates',
        message:
          'Jun 13, 2026 and Jun 15, 2026 are only 2 days apart: enter just the first day of each period.',
      },
    ]);
  });
});
