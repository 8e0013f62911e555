import { describe, expect, it } from 'vitest';
import { asksForJournal } from '@/site/data/journal-query';

describe('a search that asks for her own history is pointed to the journal', () => {
  it('finds the journal by "period log", "history" and "diario", accents and case aside', () => {
    for (const query of [
      'period log',
      'my history',
      'Diario',
      'historial de periodos',
      'bitácora',
      'Journal',
    ])
      expect(asksForJournal(query), query).toBe(true);
  });

  it('leaves a calculator search alone', () => {
    for (const query of ['period', 'ovulation calculator', 'regla', 'logarithm', '', 'baby growth'])
      expect(asksForJournal(query), query).toBe(false);
  });
});
