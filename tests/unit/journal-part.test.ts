import { describe, expect, it } from 'vitest';
import babyGrowth from '../../definitions/baby-growth/page';
import bmi from '../../definitions/bmi/page';
import periodTracker from '../../definitions/period-tracker/page';
import { checkDefinition, loadDefinitions } from '../../scripts/lib/definitions';

// A definition says what of its input "Keep on this device" adds to her journal (`journal`), and the schema checks
// that each name is a field of the right kind: no list of calculator ids anywhere, the definition is the source.
const FILE = 'definitions/period-tracker/calculator.ts';

describe('the definition’s journal part', () => {
  it('is accepted where it names the right kinds of field', () => {
    expect(checkDefinition(FILE, 'period-tracker', periodTracker)).toEqual([]);
    expect(checkDefinition('definitions/baby-growth/calculator.ts', 'baby-growth', babyGrowth)).toEqual([]);
  });

  it('names a field that is not there, or not of the kind it keeps', () => {
    const missing = { ...periodTracker, journal: { periods: 'lastPeriod' } };
    expect(checkDefinition(FILE, 'period-tracker', missing)).toEqual([
      `${FILE}: journal.periods: 'lastPeriod' must be a date field or a 'date-list' custom field of this definition`,
    ]);
    const notNumber = {
      ...periodTracker,
      journal: { periods: 'lastPeriodDate', cycleLength: 'lastPeriodDate' },
    };
    expect(checkDefinition(FILE, 'period-tracker', notNumber)).toEqual([
      `${FILE}: journal.cycleLength: 'lastPeriodDate' must be a whole-number field of this definition`,
    ]);
    const sex = {
      ...babyGrowth,
      journal: {
        baby: { ...babyGrowth.journal?.baby, sex: { field: 'sex', female: 'female', male: 'boy' } },
      },
    };
    expect(checkDefinition('definitions/baby-growth/calculator.ts', 'baby-growth', sex)).toEqual([
      "definitions/baby-growth/calculator.ts: journal.baby.sex.female: 'female' must be an option of 'sex' of this definition",
    ]);
    const weight = { ...babyGrowth, journal: { baby: { ...babyGrowth.journal?.baby, weight: 'length' } } };
    expect(checkDefinition('definitions/baby-growth/calculator.ts', 'baby-growth', weight)).toEqual([
      "definitions/baby-growth/calculator.ts: journal.baby.weight: 'length' must be a quantity field of mass of this definition",
    ]);
  });

  it('keeps something: a journal part without periods or a baby is refused', () => {
    const empty = { ...bmi, journal: {} };
    expect(checkDefinition('definitions/bmi/calculator.ts', 'bmi', empty)[0]).toMatch(
      /journal: name `periods` or `baby`/,
    );
  });

  it('is declared by exactly the calculators whose input is a history of periods or a baby’s measurement', async () => {
    const definitions = await loadDefinitions();
    const withJournal = definitions
      .filter(({ definition }) => definition.journal)
      .map(({ definition }) => definition.id);
    expect(withJournal.sort()).toEqual([
      'baby-growth',
      'cycle-length',
      'due-date',
      'ovulation',
      'period-tracker',
      'pregnancy-test-timing',
      'safe-days',
    ]);
  });
});
