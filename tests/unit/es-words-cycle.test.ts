import { describe, expect, it } from 'vitest';
import { periodTrackerFormula } from '../../definitions/period-tracker/formula';
import periodTrackerEsMessages from '../../definitions/period-tracker/messages.es.gen';
import periodTracker from '../../definitions/period-tracker/page';
import { presentPeriodTracker } from '../../definitions/period-tracker/present';
import testTimingEs from '../../definitions/pregnancy-test-timing/messages.es.gen';
import { definitionIn } from '../../src/engine';

/** Words the cycle calculators build in code or from facts come out Spanish on the Spanish page. */
describe('Spanish words built in code (cycle calculators)', () => {
  it('period tracker: the calendar months are named in Spanish', () => {
    const input = { lastPeriodDate: '2026-01-05', cycleLength: 28, periodLength: 5 };
    const values = periodTrackerFormula(input, { today: '2026-01-15' });
    const words = presentPeriodTracker(values, input, periodTrackerEsMessages);
    expect(words.calendarData.map((month) => month.month)).toEqual([
      'enero de 2026',
      'febrero de 2026',
      'marzo de 2026',
    ]);
  });

  it('period tracker: the late-period notes (built from facts) are Spanish, the retest wording too', () => {
    const spanish = definitionIn(periodTracker, periodTrackerEsMessages);
    const notes = spanish.result.flatMap((block) => (block.block === 'note' ? [block.text] : []));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^Han pasado 3 meses o más desde que empezó tu último periodo/);
    expect(notes[1]).toMatch(
      /^Si tu periodo no ha llegado: la mayoría de las pruebas de embarazo caseras pueden detectar un embarazo/,
    );
  });

  it('pregnancy test timing: the status counts days in Spanish, one and other', () => {
    expect(testTimingEs.status({ timing: 'ahead', toEarliest: 1, toReliable: 5 })).toBe(
      'Prueba más temprana en 1 día; la mayoría de las pruebas pueden detectar un embarazo en 5 días',
    );
  });
});
