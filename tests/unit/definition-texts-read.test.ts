/**
 * What a visitor reads in a calculator's own texts (definitions/<id>/messages*.ts and about*.md): no story of how the
 * page was built, no "si podría(s)", ranges after a preposition in words, one name for the checks bullet, whole weeks
 * said without "0 days", and labels that name what the result holds (docs/es/style-guide.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyCalculatorDefinition, runCalculator } from '@/engine';
import type { ResultBlock } from '@/engine/types';
import crlEn from '../../definitions/crl-dating/messages.en.gen';
import crlEs from '../../definitions/crl-dating/messages.es.gen';
import ivfEn from '../../definitions/ivf-due-date/messages.en.gen';
import ivfEs from '../../definitions/ivf-due-date/messages.es.gen';
import maternityEs from '../../definitions/maternity-leave-pay/messages.es.gen';
import maternity from '../../definitions/maternity-leave-pay/page';
import { presentMaternity } from '../../definitions/maternity-leave-pay/present';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IDS = readdirSync(path.join(ROOT, 'definitions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The visitor's texts of a definition folder in one language, as "file:line: text" lines. */
function lines(language: 'en' | 'es'): { where: string; text: string }[] {
  const names = language === 'en' ? ['messages.ts', 'about.md'] : ['messages.es.ts', 'about.es.md'];
  return IDS.flatMap((id) =>
    names.flatMap((name) => {
      const file = path.join('definitions', id, name);
      let source: string;
      try {
        source = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        return [];
      }
      return source.split('\n').map((text, index) => ({ where: `${file}:${index + 1}`, text }));
    }),
  );
}

const offending = (language: 'en' | 'es', pattern: RegExp, skip?: RegExp) =>
  lines(language)
    .filter(({ where, text }) => pattern.test(text) && !skip?.test(where))
    .map(({ where, text }) => `${where}: ${text.trim().slice(0, 140)}`);

/** Development history and internal jargon: how the page was designed, which code it shares, a table's column name. */
const HISTORY = {
  en: /original design|the same code|shared piece of code|as specified|was designed|\bAgemos\b/i,
  es: /diseño original|mismo código|código compartido|(tal como )?se especifica|se diseñó|\bAgemos\b/i,
};

/** A dash range right after a preposition or "unos"/"los últimos" ("de unos 0.8–1.3 cm", "del 20–50%"). */
const DASH_AFTER_WORD =
  /(?<![\p{L}])(?:de|del|desde|entre|hasta|durante|por|unos|unas)\s+(?:(?:los|las) últim[oa]s\s+|unos\s+|unas\s+)?\**(?:\d[\d.,]*|\{[^{}]*\}|\{\{[^}]*\}\})\s?–/iu;

describe("a calculator's own texts read as written for the visitor", () => {
  it('tell no development history in either language ("original design", "mismo código", "as specified")', () => {
    expect(HISTORY.es.test('El diseño original de esta calculadora usaba otra ventana')).toBe(true);
    expect(HISTORY.en.test('Hamwi as specified = (45.5 + 2.3 × 5)')).toBe(true);
    expect([...offending('en', HISTORY.en), ...offending('es', HISTORY.es)]).toEqual([]);
  });

  it('never write "si podría(s)" in Spanish: a condition takes the indicative', () => {
    expect(offending('es', /(?<![\p{L}])si podrías?(?![\p{L}])/iu)).toEqual([]);
  });

  it('say a range after a preposition in words in Spanish ("de 0.8 a 1.3 cm", "del 20 al 50%")', () => {
    for (const text of [
      'de unos 0.8–1.3 cm',
      'de los últimos 6–12 meses',
      'es de **7–9 días o menos**',
      'hasta 7–9 días',
      'por 6–8 semanas',
      'durante 2–4 semanas',
      'de unos {{fact:A}}–{{fact:B}} cm',
      'unos {min, number}–{max, number} cm',
    ])
      expect(DASH_AFTER_WORD.test(text), text).toBe(true);
    for (const text of ['(18.5–24.9)', 'de 0.8 a 1.3 cm', '3–5 días/semana', 'un porcentaje, {{fact:A}}, de'])
      expect(DASH_AFTER_WORD.test(text), text).toBe(false);
    // A range of years names a period ("la cifra de 2025–2026"), and a page range is a citation's.
    const found = offending('es', DASH_AFTER_WORD).filter(
      (line) => !/(19|20)\d\d–(19|20)\d\d|\d{4};\d+:|§§/.test(line),
    );
    expect(found).toEqual([]);
  });

  it('name the checks bullet of an about text "Comprobaciones" wherever the English says "Checks"', () => {
    const found: string[] = [];
    let checked = 0;
    for (const id of IDS) {
      let english: string;
      let spanish: string;
      try {
        english = readFileSync(path.join(ROOT, 'definitions', id, 'about.md'), 'utf8');
        spanish = readFileSync(path.join(ROOT, 'definitions', id, 'about.es.md'), 'utf8');
      } catch {
        continue;
      }
      const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;
      const checks = count(english, /^- \*\*Checks\b/gm);
      checked += checks;
      if (count(spanish, /^- \*\*Comprobaciones\b/gm) !== checks) found.push(id);
      if (/^- \*\*(Revisiones|Verificaciones|Controles)\b/m.test(spanish)) found.push(`${id} (other name)`);
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(found).toEqual([]);
  });

  it('say a whole number of weeks without "0 days" (CRL dating, IVF), in both languages', () => {
    expect(crlEs.weeksAndDays({ weeks: 7, days: 0 })).toBe('7 semanas');
    expect(crlEn.weeksAndDays({ weeks: 7, days: 0 })).toBe('7 weeks');
    expect(crlEs.weeksAndDays({ weeks: 7, days: 1 })).toBe('7 semanas y 1 día');
    expect(ivfEs.summary({ weeks: 3, days: 0 })).toBe('3 semanas de embarazo hoy');
    expect(ivfEn.summary({ weeks: 3, days: 0 })).toBe('3 weeks pregnant today');
    expect(ivfEs.summary({ weeks: 3, days: 2 })).toBe('3 semanas y 2 días de embarazo hoy');
    // Nor does a written band or age ("de 9 semanas a 15 semanas y 6 días", "9 weeks to 15 weeks 6 days").
    const zero = /semanas y 0 días|weeks 0 days/;
    const folders = /definitions\/(crl-dating|ivf-due-date)\//;
    expect([...offending('en', zero), ...offending('es', zero)].filter((line) => folders.test(line))).toEqual(
      [],
    );
    // The countdown is a sentence, as the due-date page's is.
    expect(ivfEs.countdown({ days: 239 })).toBe('Faltan 239 días.');
  });
});

describe('maternity-leave-pay', () => {
  const input = (employmentState: string) => ({
    annualSalary: 52000,
    leaveWeeks: 12,
    employmentState,
    hasEmployerBenefits: 'no',
    leaveStartDate: '2026-11-26',
  });
  const def = maternity as unknown as AnyCalculatorDefinition;

  /** The stats blocks (groups walked) that label the state benefit the bonding rate, with their `when`. */
  const bondingBlocks = (blocks: readonly ResultBlock[]): { when?: string }[] =>
    blocks.flatMap((block) => {
      if (block.block === 'group') return bondingBlocks(block.blocks);
      return block.block === 'stats' && block.items.some((item) => /bonding rate/.test(item.label))
        ? [block as { when?: string }]
        : [];
    });

  it('calls the state benefit the bonding rate only where the state pays bonding leave', () => {
    const blocks = bondingBlocks(def.result);
    expect(blocks).toHaveLength(1);
    const when = blocks[0]?.when ?? '';
    const shown = (state: string) => {
      const outcome = runCalculator(def, input(state), { today: '2026-11-25' });
      if (!outcome.ok) throw new Error(state);
      return Boolean((outcome.result as Record<string, unknown>)[when]);
    };
    expect(shown('california')).toBe(true);
    expect(shown('new york')).toBe(true);
    // Hawaii pays disability only; another state pays nothing: no bonding rate to name.
    expect(shown('hawaii')).toBe(false);
    expect(shown('other')).toBe(false);
  });

  it('puts one colon in each checklist line ("Meta de dinero: ahorra $9,396.00 en total, unos…")', () => {
    for (const state of ['california', 'hawaii', 'other']) {
      const values = maternity.formula(input(state) as never, { today: '2026-11-25' });
      const es = presentMaternity(values, input(state) as never, maternityEs);
      const english = runCalculator(def, input(state), { today: '2026-11-25' });
      if (!english.ok) throw new Error(state);
      const checklists = [
        es.planningChecklists,
        (english.result as { planningChecklists: typeof es.planningChecklists }).planningChecklists,
      ].flatMap((lists) => Object.values(lists).flat());
      expect(checklists.length).toBeGreaterThan(10);
      expect(checklists.filter((line) => /:.*:/.test(line))).toEqual([]);
    }
  });
});
