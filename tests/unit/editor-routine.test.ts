import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import bmi from '../../definitions/bmi/page';
import dueDate from '../../definitions/due-date/page';
import { blurbNotes, loadCategories } from '../../scripts/lib/categories';
import { previewLinks, runSteps } from '../../scripts/lib/check';
import {
  checkDefinition,
  DEFINITIONS_DIR,
  featuredProblems,
  listDefinitionIds,
  loadDefinitions,
} from '../../scripts/lib/definitions';
import { iconModule, iconProblems, lucideIcons } from '../../scripts/lib/icons';
import { scaffoldIcon, takenIcons } from '../../scripts/lib/scaffold';
import { CATEGORIES } from '../../src/engine/categories';
import { formatInUnit } from '../../src/engine/quantities';
import { COMPOUND_UNITS, compoundTextOf, isCompoundUnit, splitCompound } from '../../src/engine/units';
import { BORN_ON_DUE_DATE } from '../../src/generated/data/facts';

// Issue #27: what a definition must satisfy is checked inside the editor's routine (generate / check), with a
// message that says what to do, and `npm run check` answers fast and shows each worked example on a page.

const icons = lucideIcons();

describe('icons: any icon of the library, each calculator its own, checked at generate', () => {
  it('knows the library: names as on lucide.dev, with their components', () => {
    expect(icons.size).toBeGreaterThan(1000);
    expect(icons.get('baby')).toBe('Baby');
    expect(icons.get('ruler-dimension-line')).toBe('RulerDimensionLine');
    expect(icons.get('utensils')).toBe('Utensils');
  });

  it('names an unknown icon with the nearest real one, and a taken one with its owner and free ones', () => {
    const problems = iconProblems(
      [
        { file: 'definitions/a/calculator.ts', id: 'a', icon: 'ruler', words: ['a'] },
        { file: 'definitions/b/calculator.ts', id: 'b', icon: 'ruler', words: ['baby bottle'] },
        { file: 'definitions/c/calculator.ts', id: 'c', icon: 'rular', words: ['c'] },
      ],
      icons,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^definitions\/b\/calculator\.ts: icon: 'ruler' is already the icon of a \(definitions\/a\/calculator\.ts\);.* free icons that may fit: .*bottle/,
    );
    expect(problems[1]).toMatch(
      /^definitions\/c\/calculator\.ts: icon: 'rular' is not an icon of the library \(did you mean 'ruler'\?\)/,
    );
  });

  it('gives a new scaffold an icon no calculator has', async () => {
    const loaded = await loadDefinitions();
    const users = loaded.map(({ file, definition }) => ({
      file,
      id: definition.id,
      icon: definition.icon,
      words: [definition.id],
    }));
    expect(iconProblems(users, icons)).toEqual([]);
    const icon = scaffoldIcon(takenIcons(DEFINITIONS_DIR));
    expect(users.map((user) => user.icon)).not.toContain(icon);
    expect(iconProblems([...users, { file: 'new', id: 'new', icon, words: ['new'] }], icons)).toEqual([]);
  });

  it('maps only the icons in use (the bundle carries those)', () => {
    const module = iconModule(['baby', 'milk', 'baby'], icons);
    expect(module).toContain("import { Baby, Milk } from 'lucide-react';");
    expect(module).not.toContain('Ruler');
  });
});

describe('npm run check', () => {
  it('stops at the first failing step and says which steps did not run', () => {
    const said: string[] = [];
    const node = process.execPath;
    const ok = runSteps(
      [
        { title: 'passes', command: [node, '-e', ''], next: '' },
        {
          title: 'fails (why)',
          command: [node, '-e', 'console.log("the message"); process.exit(1)'],
          next: 'fix it',
        },
        { title: 'never runs', command: [node, '-e', 'process.exit(3)'], next: '' },
      ],
      process.cwd(),
      (text) => said.push(text),
    );
    expect(ok).toBe(false);
    expect(said[0]).toMatch(/^\[1\/3\] passes … ok/);
    expect(said[1]).toMatch(/^\[2\/3\] fails \(why\) … FAILED .*\n\nthe message\n\n→ What to do: fix it/s);
    expect(said[2]).toBe('Not run until this step passes: never runs.');
    expect(said).toHaveLength(3);
  });

  it('prints a local address per worked example, its relative dates on the day the editor looks', () => {
    const links = previewLinks(dueDate, '2026-11-27', 'http://127.0.0.1:5213');
    expect(links).toHaveLength(dueDate.examples.length);
    for (const { url } of links) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:5213\/calculators\/due-date\?/);
    const relative = dueDate.examples.findIndex((example) => JSON.stringify(example.input).includes('today'));
    expect(relative).toBeGreaterThanOrEqual(0);
    expect(links[relative]?.url).not.toContain('today');
    expect(links[relative]?.url).toMatch(/=20\d\d-\d\d-\d\d/);
    expect(listDefinitionIds()).toContain('due-date');
  });
});

describe('a fresh clone: the compiled messages are not committed, and the untouched scaffold is green', () => {
  // A copy of the working tree as a clone has it: no compiled messages (*.gen.ts, ignored), no src/generated; the
  // installed packages linked. Every command below runs there, so nothing here touches this tree's generated files.
  const root = path.resolve(import.meta.dirname, '../..');
  const copy = mkdtempSync(path.join(tmpdir(), 'bloomcalc-fresh-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const NOT_IN_A_CLONE =
    /^(node_modules|\.git|dist|dist-ssr|\.build|\.bench|\.lighthouse|\.shots|test-results|playwright-report|definitions-bench)$|^src\/generated$|(^|\/)messages\.[a-z]+\.gen\.ts$/;
  cpSync(root, copy, {
    recursive: true,
    filter: (from) => !NOT_IN_A_CLONE.test(path.relative(root, from).replace(/\\/g, '/')),
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const { BLOOMCALC_DEFINITIONS: _d, BLOOMCALC_CONTRACT_IDS: _c, ...env } = process.env;
  const run = (script: string, ...args: string[]) => {
    const result = spawnSync(path.join(copy, 'node_modules', '.bin', 'tsx'), [script, ...args], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const compiled = () =>
    readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter(
      (file) => !file.startsWith('node_modules') && /messages\.[a-z]+\.gen\.ts$/.test(file),
    );

  it('npm run calc compiles the messages it needs in its own process (no generate first)', () => {
    expect(compiled()).toEqual([]);
    expect(existsSync(path.join(copy, 'src/generated'))).toBe(false);
    const english = run(
      'scripts/calc.ts',
      'bmi',
      '{"height":165,"heightUnit":"cm","weight":60,"weightUnit":"kg"}',
    );
    expect(english.status, english.output).toBe(0);
    expect(JSON.parse(english.output)).toMatchObject({
      ok: true,
      result: { bmi: 22, category: 'Normal Weight' },
    });
    const spanish = run('scripts/calc.ts', 'bmi', '{"height":165,"weight":60}', '--lang', 'es');
    expect(spanish.status, spanish.output).toBe(0);
    expect(JSON.parse(spanish.output)).toMatchObject({ ok: true, result: { category: 'Peso normal' } });
  }, 60_000);

  it('npm run new-calculator writes a folder that npm run check passes as written, its own test included', () => {
    const made = run('scripts/new-calculator.ts', 'knee-ratio');
    expect(made.status, made.output).toBe(0);
    const folder = path.join(copy, 'definitions', 'knee-ratio');
    const written = new Map(
      readdirSync(folder).map((file) => [file, readFileSync(path.join(folder, file), 'utf8')]),
    );
    const checked = run('scripts/check.ts', 'knee-ratio');
    expect(checked.status, checked.output).toBe(0);
    expect(checked.output).toContain('knee-ratio is green');
    // The contract suite's file and the folder's own test file, both run.
    expect(checked.output).toMatch(/Test Files\s+2 passed/);
    // Green without a change: Biome's --write left every file as the scaffold wrote it.
    for (const [file, text] of written)
      expect(readFileSync(path.join(folder, file), 'utf8'), file).toBe(text);
    // The folder's test is never part of the site: no generated module imports a path to a test file.
    const generated = readdirSync(path.join(copy, 'src/generated'), { recursive: true, encoding: 'utf8' });
    const named = generated.filter((file) => {
      const at = path.join(copy, 'src/generated', file);
      return (
        /\.(ts|json)$/.test(file) &&
        /['"][^'"\s]*\/[^'"\s/]+\.test(\.tsx?)?['"]/.test(readFileSync(at, 'utf8'))
      );
    });
    expect(named).toEqual([]);
  }, 300_000);
});

describe('categories are data an editor edits (content/categories/*.yaml), checked at generate', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bloomcalc-categories-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
  const problems = (): string => {
    try {
      loadCategories(dir);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };
  const panels =
    'panels:\n  - title: One\n    text: First.\n  - title: Two\n    text: Only {{fact:BORN_ON_DUE_DATE}} babies.\n';

  it('loads the seven in order, with their blurbs and panels, facts resolved', () => {
    const categories = loadCategories();
    expect(categories.map((category) => category.id)).toEqual(CATEGORIES.map((category) => category.id));
    expect(categories[0]?.id).toBe('health-fitness');
    expect(categories.find((c) => c.id === 'pregnancy-fertility')?.panels[0]?.text).toContain(
      BORN_ON_DUE_DATE,
    );
  });

  it('names the file and the key of a mistake, with the allowed keys and the nearest', () => {
    write(
      'sleep.yaml',
      `name: Sleep\nhubTitle: Sleep\norder: 1\nicon: moon\ncolour: blue\nblurb: Sleep.\n${panels}`,
    );
    const message = problems();
    expect(message).toMatch(
      /sleep\.yaml: unknown key 'colour' \(did you mean 'color'\?\); the keys here are name,/,
    );
    // Said once, as the typo, not again as a missing `color`.
    expect(message).not.toMatch(/color: missing/);
    write(
      'sleep.yaml',
      `name: Sleep\nhubTitle: Sleep\norder: 1\nicon: moon\ncolor: blue\nblurb: Sleep.\n${panels}`,
    );
    expect(problems()).toBe('');
    write(
      'rest.yaml',
      `name: Rest\nhubTitle: Rest\norder: 1\nicon: bed\ncolor: bleu\nblurb: Rest.\n${panels}`,
    );
    expect(problems()).toMatch(/rest\.yaml: color: 'bleu' is not one of .* \(did you mean 'blue'\?\)/);
    write(
      'rest.yaml',
      `name: Rest\nhubTitle: Rest\norder: 1\nicon: bed\ncolor: blue\nblurb: Rest.\n${panels}`,
    );
    expect(problems()).toMatch(/(rest|sleep)\.yaml: order: 1 is also the order of/);
  });

  it('notes a blurb that leaves out one of its calculators, naming the category file', () => {
    const notes = blurbNotes(
      [{ id: 'baby-child', description: 'Growth percentiles and child BMI.' }],
      [
        { id: 'child-bmi', name: 'Child BMI Calculator', category: 'baby-child', keywords: [] },
        { id: 'baby-feeding', name: 'Baby Feeding Calculator', category: 'baby-child', keywords: ['bottle'] },
      ],
    );
    expect(notes).toEqual([
      expect.stringMatching(
        /^note: content\/categories\/baby-child\.yaml: blurb: does not name baby-feeding/,
      ),
    ]);
  });
});

describe('a format that matches none of its kinds (zod says only "Invalid input")', () => {
  const withFormat = (format: unknown) =>
    checkDefinition('definitions/bmi/calculator.ts', 'bmi', {
      ...bmi,
      result: [{ block: 'stats', title: 'Your numbers', items: [{ label: 'BMI', value: 'bmi', format }] }],
    });

  it('names the kind with the nearest, or says what shape it takes', () => {
    expect(withFormat({ kind: 'numbr' })).toEqual([
      `definitions/bmi/calculator.ts: result[stats "Your numbers"].items["BMI"].format: kind: "numbr" is not one of 'number', 'integer', 'date', 'weekday-date', 'money', 'text', 'percent' (did you mean 'number'?)`,
    ]);
    expect(withFormat('number')[0]).toMatch(
      /\.format: must be an object \{ kind: … \} with kind one of 'number'/,
    );
    expect(withFormat({ kind: 'money', decimals: 1 })).toEqual([
      `definitions/bmi/calculator.ts: result[stats "Your numbers"].items["BMI"].format: unknown key 'decimals'; the keys here are kind`,
    ]);
  });
});

describe('a ninth featured calculator', () => {
  it('is refused by generate, naming the featured files', async () => {
    const loaded = await loadDefinitions();
    expect(featuredProblems(loaded)).toEqual([]);
    const [first] = loaded.filter(({ definition }) => !definition.featured);
    if (!first) throw new Error('every calculator is featured');
    const more = loaded.map((entry) =>
      entry === first ? { ...entry, definition: { ...entry.definition, featured: true } } : entry,
    );
    expect(featuredProblems(more)).toEqual([
      expect.stringMatching(
        new RegExp(`${first.file}.*: featured: the home page shows 8 featured calculators and 9`),
      ),
    ]);
  });
});

describe('a misspelt category', () => {
  it('names the nearest category and where the categories are', () => {
    const problems = checkDefinition('definitions/bmi/calculator.ts', 'bmi', {
      ...bmi,
      category: 'baby-chld',
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^definitions\/bmi\/calculator\.ts: category: 'baby-chld' is no category \(did you mean 'baby-child'\?\); the categories are .*content\/categories\//,
      ),
    ]);
  });
});

describe('compound units: one table in the units module', () => {
  it('declares feet + inches and pounds + ounces, read, split and written from it', () => {
    expect(Object.keys(COMPOUND_UNITS).sort()).toEqual(['ft', 'lb-oz']);
    expect(isCompoundUnit('lb-oz')).toBe(true);
    expect(isCompoundUnit('lbs')).toBe(false);
    // Decimal pounds also read `7 lb 8 oz` (a share link in `lbs`), from the same entry.
    expect(compoundTextOf('lbs')).toBe(COMPOUND_UNITS['lb-oz']);
    expect(compoundTextOf('kg')).toBeUndefined();
    expect(COMPOUND_UNITS['lb-oz'].parse('7 lb 8 oz')).toEqual({ value: 7.5 });
    expect(splitCompound(7.999, 'lb-oz')).toEqual([8, 0]);
    expect(formatInUnit(7.5, 'lb-oz')).toBe('7 lb 8 oz');
    expect(formatInUnit(5.5, 'ft')).toBe('5 ft 6 in');
  });
});
