/**
 * The bans that biome.json and lint/*.grit enforce in `npx biome check .` do fire: Biome runs once on scratch files
 * laid out as in the repository (so each folder's overrides apply) that break each rule, beside ones that keep it.
 * A rule that stops matching (a plugin's pattern, an override's `includes`, options an override replaces) fails here.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const FORMATS = 'Format through src/engine/intl.ts';
const DATE_FNS_FORMAT = "date-fns' format writes English only";
const WARMS_ONLY = 'This module only warms the locale data';
const WORDS = 'A formula returns values, not words';
const JSON_ATTRIBUTE = 'Import JSON with its attribute';
const NO_UI = 'No UI here';
const CYCLE = 'noImportCycles';

/** Scratch file (path as in the repository) → the diagnostics it must raise, by message text or rule name. */
const CASES: Record<string, { source: string; raises: string[] }> = {
  'src/site/formats.ts': {
    source: [
      "export const a = (n: number) => n.toLocaleString('en-US');",
      "export const b = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });",
      'export const c = (d: Date) => d.toLocaleDateString();',
    ].join('\n'),
    raises: [FORMATS, FORMATS, FORMATS],
  },
  'definitions/probe/present.ts': {
    source: "export const a = new Intl.PluralRules('en');",
    raises: [FORMATS],
  },
  'scripts/probe.ts': { source: 'export const a = (n: number) => n.toLocaleString();', raises: [FORMATS] },
  'src/engine/intl.ts': {
    source:
      "export const a = new Intl.NumberFormat('en-US');\nexport const b = (n: number) => n.toLocaleString();",
    raises: [],
  },
  'src/islands/date-fns.ts': {
    source: "import { addDays, format } from 'date-fns';\nexport const a = [addDays, format];",
    raises: [DATE_FNS_FORMAT],
  },
  'src/engine/date-fns.ts': {
    source: "import { format, lightFormat } from 'date-fns';\nexport const a = [format, lightFormat];",
    raises: [DATE_FNS_FORMAT],
  },
  'definitions/probe/date-fns.ts': {
    source: "import format from 'date-fns/format';\nexport const a = format;",
    raises: [DATE_FNS_FORMAT],
  },
  'src/site/date-fns.ts': {
    source: "import { addDays, lightFormat } from 'date-fns';\nexport const a = [addDays, lightFormat];",
    raises: [],
  },
  'src/islands/warm-locale.ts': {
    source: [
      "export const a = new Intl.NumberFormat('en-US');",
      "export const b = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });",
      'export const c = a.format(1);',
      "export const d = new Intl.PluralRules('en-US');",
    ].join('\n'),
    raises: [WARMS_ONLY, WARMS_ONLY],
  },
  'definitions/probe/formula.ts': {
    source: [
      "import { round } from '@/engine';",
      '// A comment: Maintain my weight.',
      "export const a = { value: 'lose-2', label: 'Maintain my weight' };",
      "export const b = 'Weekly';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'export const c = (label: string) => `${label} must be more than $0.`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "export const d = (x: number, y: number) => ['normal', 'stage1', '2026-11-07', 'under-20', 'YYYY-MM-DD', `${x}-${y}`, round];",
      "export type E = 'Some words';",
      '// biome-ignore lint/plugin/formula-words: an option value of the contract',
      "export const f = 'new jersey';",
    ].join('\n'),
    raises: [WORDS, WORDS, WORDS, WORDS],
  },
  'definitions/probe/calculator.ts': {
    source: [
      "import data from './data.json';",
      "import typed from './typed.json' with { type: 'json' };",
      "export const a = [data, typed, 'Words belong here'];",
    ].join('\n'),
    raises: [JSON_ATTRIBUTE],
  },
  'src/engine/ui.ts': {
    source: "import { useState } from 'react';\nexport const a = useState;",
    raises: [NO_UI],
  },
  'src/engine/cycle-a.ts': {
    source: "import type { B } from './cycle-b';\nexport interface A {\n  b?: B;\n}",
    raises: [CYCLE],
  },
  'src/engine/cycle-b.ts': {
    source: "import type { A } from './cycle-a';\nexport interface B {\n  a?: A;\n}",
    raises: [CYCLE],
  },
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

const scratch = mkdtempSync(path.join(tmpdir(), 'bloomcalc-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Biome's diagnostics on the scratch tree, with the repository's biome.json and plugins. */
function lintScratch(): Diagnostic[] {
  cpSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'));
  cpSync(path.join(root, 'lint'), path.join(scratch, 'lint'), { recursive: true });
  for (const [file, { source }] of Object.entries(CASES)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `${source}\n`);
  }
  const biome = spawnSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(biome.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics;
}

describe('the lint rules in biome.json and lint/*.grit', () => {
  const diagnostics = lintScratch();

  it.each(Object.keys(CASES))('%s raises what it breaks, and only that', (file) => {
    const raised = diagnostics
      .filter((diagnostic) => diagnostic.location.path === file)
      .map((diagnostic) => {
        const expected = CASES[file]?.raises.find(
          (what) => diagnostic.message.includes(what) || diagnostic.category.endsWith(what),
        );
        return expected ?? `${diagnostic.category}: ${diagnostic.message}`;
      });
    expect(raised.sort()).toEqual([...(CASES[file]?.raises ?? [])].sort());
  });
});
