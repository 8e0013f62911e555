// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadedDefinition, loadDefinitions } from '../../scripts/lib/definitions';
import { PRECACHE_GLOBS } from '../../scripts/lib/service-worker';
import * as bmiModule from '../../src/generated/calculators/bmi';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import { renderAt } from '../render-at';

/**
 * What a content page says about the site itself (offline use, what is stored, the units a form takes), held
 * against what the build and the forms really do. Each fact is read from the configuration or the rendered form,
 * so when the site changes, the pages that now say the wrong thing fail here, naming file and sentence.
 */
interface SiteFacts {
  /** sw.js precaches the pages (`html` in its globs): after a first visit the site loads offline. */
  precachesPages: boolean;
  /** A height in feet is typed as feet and inches, in two boxes (not as decimal feet). */
  feetAsFeetAndInches: boolean;
  /** Units each calculator's form offers, by id (quantity units and the options of a unit select). */
  units: Map<string, Set<string>>;
}

interface Claim {
  file: string;
  rule: string;
  sentence: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Markdown files a visitor reads: content/** and every definition's about.md, with the calculator they belong to. */
function pages(): { file: string; text: string; calculator?: string }[] {
  const content = readdirSync(path.join(ROOT, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `content/${file.split(path.sep).join('/')}`);
  const about = readdirSync(path.join(ROOT, 'definitions'))
    .map((id) => ({ id, file: `definitions/${id}/about.md` }))
    .filter(({ file }) => {
      try {
        readFileSync(path.join(ROOT, file));
        return true;
      } catch {
        return false;
      }
    });
  return [
    ...content.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') })),
    ...about.map(({ id, file }) => ({
      file,
      calculator: id,
      text: readFileSync(path.join(ROOT, file), 'utf8'),
    })),
  ];
}

/** Sentences (and headings, list items, frontmatter lines) of a markdown text. */
function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z*"“])/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const NEGATION = /\b(?:not|never|cannot|no)\b|n['’]t\b/i;
const UNIT_WORDS: [RegExp, string][] = [
  [/\bcentimet(?:er|re)s?\b/i, 'cm'],
  [/\bmillimet(?:er|re)s?\b/i, 'mm'],
  [/\bmet(?:er|re)s?\b/i, 'm'],
  [/\b(?:feet|foot)\b/i, 'ft'],
  [/\binch(?:es)?\b/i, 'in'],
  [/\bkilo(?:gram)?s?\b/i, 'kg'],
  [/\bpounds?\b/i, 'lbs'],
];

/** The claims in one page that the facts contradict. */
function contradictions(
  page: { file: string; text: string; calculator?: string },
  facts: SiteFacts,
): Claim[] {
  const found: Claim[] = [];
  const claim = (rule: string, sentence: string) => found.push({ file: page.file, rule, sentence });
  for (const sentence of sentences(page.text)) {
    const offline = /\boffline\b/i.test(sentence);
    // Offline: a page that says the site does not work offline, while every page is precached; or the reverse.
    if (
      facts.precachesPages &&
      offline &&
      (/\bnot an? offline\b/i.test(sentence) ||
        /\b(?:will not|won['’]t|does not|doesn['’]t|do not|don['’]t|cannot|can['’]t)\s+(?:load|work|open|run)\b[^.]*\boffline\b/i.test(
          sentence,
        ))
    )
      claim('says the site does not work offline, but sw.js precaches every page', sentence);
    if (
      !facts.precachesPages &&
      /\b(?:works?|working|loads?|opens?|available)\b[^.]*\boffline\b/i.test(sentence) &&
      !NEGATION.test(sentence)
    )
      claim('promises offline use, but sw.js precaches no page', sentence);
    // Storage: "the only thing stored is the theme" is not true once the browser keeps the site's pages for
    // offline use: such a sentence has to say it means what is kept about her, or name that copy.
    if (
      facts.precachesPages &&
      /\bonly (?:thing|things|data)\b[^.]*\b(?:stored|kept|saved)\b/i.test(sentence) &&
      !/\boffline\b|\babout you\b/i.test(sentence)
    )
      claim(
        'says only the theme is stored, but sw.js also stores the site’s pages for offline use',
        sentence,
      );
    // Units: decimal feet, while a height in feet is typed as feet and inches.
    if (
      facts.feetAsFeetAndInches &&
      (/\b\d+\.\d+\s*(?:ft|feet)\b/i.test(sentence) || /\bdecimal feet\b/i.test(sentence))
    )
      claim('tells decimal feet, but the form takes feet and inches in two boxes', sentence);
    // Units: "the X calculator accepts centimeters, meters or feet…" names only units that calculator offers.
    if (/\b(?:accepts?|takes?|offers?|choose|you can (?:type|enter|use))\b/i.test(sentence)) {
      const linked = [...sentence.matchAll(/\]\(\/calculators\/([a-z0-9-]+)\)/g)].map((match) => match[1]);
      const ids = linked.length > 0 ? linked : page.calculator ? [page.calculator] : [];
      for (const id of ids) {
        const offered = facts.units.get(id ?? '');
        if (!offered || offered.size === 0) continue;
        const named = UNIT_WORDS.filter(([word]) => word.test(sentence)).map(([, unit]) => unit);
        const missing = named.filter((unit) => !offered.has(unit));
        if (missing.length > 0)
          claim(`names ${missing.join(', ')} for ${id}, which offers ${[...offered].join(', ')}`, sentence);
      }
    }
  }
  return found;
}

function offeredUnits(loaded: LoadedDefinition[]): Map<string, Set<string>> {
  return new Map(
    loaded.map(({ definition }) => {
      const units = new Set<string>();
      for (const [name, field] of Object.entries(definition.fields)) {
        if (field.type === 'quantity') for (const unit of field.units) units.add(unit);
        if (field.type === 'select' && /unit$/i.test(name))
          for (const option of field.options) units.add(option.value);
      }
      return [definition.id, units];
    }),
  );
}

let facts: SiteFacts;

beforeAll(async () => {
  // The form, rendered: with feet chosen, the height is two boxes (feet, inches).
  renderAt(<CalculatorRunner module={bmiModule} />, '/calculators/bmi?heightUnit=ft');
  const feetBoxes = await screen.findAllByRole(
    'textbox',
    { name: /^Height, (?:feet|inches)$/ },
    { timeout: 5000 },
  );
  cleanup();
  facts = {
    precachesPages: PRECACHE_GLOBS.some((glob) => /\bhtml\b/.test(glob)),
    feetAsFeetAndInches: feetBoxes.length === 2,
    units: offeredUnits(await loadDefinitions()),
  };
}, 30_000);

describe('content pages say nothing about the site that its configuration contradicts', () => {
  it('reads the facts from the build and the form', () => {
    // The premises the rules below are judged on today; if one flips, the rules flip with it.
    expect(facts.precachesPages).toBe(true);
    expect(facts.feetAsFeetAndInches).toBe(true);
    expect([...(facts.units.get('bmi') ?? [])].sort()).toEqual(['cm', 'ft', 'in', 'kg', 'lbs', 'm']);
  });

  it('each rule catches the claim it is for', () => {
    const check = (text: string, over: Partial<SiteFacts> = {}) =>
      contradictions({ file: 'x.md', text }, { ...facts, ...over }).map((found) => found.rule);
    expect(check('BloomCalc is a website, not an offline app.')).toHaveLength(1);
    expect(check('Pages you have not visited before will not load offline.')).toHaveLength(1);
    expect(check('After a first visit every page works offline.')).toHaveLength(0);
    expect(check('After a first visit every page works offline.', { precachesPages: false })).toHaveLength(1);
    expect(check('The only thing stored is your light or dark theme preference.')).toHaveLength(1);
    expect(check('The only thing stored about you is your theme preference.')).toHaveLength(0);
    expect(check('The [BMI calculator](/calculators/bmi) accepts feet (5 ft 5 in is 5.42 ft).')).toHaveLength(
      1,
    );
    expect(check('Type 5 ft 5 in as 5 and 5.', { feetAsFeetAndInches: true })).toHaveLength(0);
    expect(check('The [BMI calculator](/calculators/bmi) accepts stones or kilograms.')).toHaveLength(0);
    expect(check('The [waist-to-hip calculator](/calculators/waist-to-hip-ratio) accepts meters.')).toEqual([
      'names m for waist-to-hip-ratio, which offers cm, in',
    ]);
  });

  it('holds for every page in content/ and every about.md', () => {
    const found = pages().flatMap((page) => contradictions(page, facts));
    expect(found.map(({ file, rule, sentence }) => `${file}: ${rule}: "${sentence}"`)).toEqual([]);
  });
});
