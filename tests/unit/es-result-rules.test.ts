/**
 * What a Spanish visitor reads in a result, held to docs/es/style-guide.md: every worked example of every calculator
 * is run in Spanish as the page runs it (and again with each option of each select, so a `gender` or activity choice
 * that changes the wording is read too). Its result words, "How we calculate" lines, the dates and values its blocks
 * show, its printed report and its .ics file must have (1) no English sentence, (2) dates in the long form
 * "2 de diciembre de 2026", (3) US units written the Spanish way (pies, pulg., lb) and (4) the reader's gender as the
 * form's `gender` field says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type AnyCalculatorDefinition,
  explainLines,
  resolveExampleInput,
  runCalculator,
  toFormSchema,
} from '../../src/engine';
import { formatIsoDate } from '../../src/engine/intl';
import { buildIcs, collectEvents } from '../../src/results/custom/ics-events';
import { buildReportText, type ReportSpec } from '../../src/results/report-text';
import {
  customBlocks,
  englishModules as english,
  selects,
  spanishModules as spanish,
} from '../spanish-definitions';

const TODAY = '2026-11-25';
type Def = AnyCalculatorDefinition;

/** Every string a result holds; an ISO date is shown as the page shows it (its blocks' date and weekday forms). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value))
    return [formatIsoDate(value, false, 'es-US'), formatIsoDate(value, true, 'es-US')];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Each run: an example, or an example with one select changed. */
function runsOf(def: Def) {
  return def.examples.flatMap((example) => {
    const today = example.today ?? TODAY;
    const input = resolveExampleInput(example.input, today) as Record<string, unknown>;
    const variants = [
      { label: example.title, input },
      ...selects(def).flatMap((select) =>
        select.options
          .filter((option) => option.value !== input[select.name])
          .map((option) => ({
            label: `${example.title} [${select.name}=${option.value}]`,
            input: { ...input, [select.name]: option.value },
          })),
      ),
    ];
    return variants.flatMap(({ label, input: variant }) => {
      const outcome = runCalculator(def, variant, { today });
      if (!outcome.ok) return [];
      const result = outcome.result as Record<string, unknown>;
      // The printed report and the .ics file, made as the page's buttons make them.
      const report = customBlocks(def.result, 'report-actions').map((block) =>
        buildReportText(block.props as ReportSpec, result, formatIsoDate(today, false, 'es-US'), def),
      );
      const calendar = customBlocks(def.result, 'ics-download').flatMap((block) => {
        const props = block.props as { events: Parameters<typeof collectEvents>[1]; calendarName?: string };
        const events = collectEvents(result, props.events, def);
        const ics = buildIcs(events, props.calendarName ?? '', new Date(Date.UTC(2026, 10, 25)));
        // The calendar's own lines (SUMMARY, DESCRIPTION, X-WR-CALNAME), unfolded; its dates are ISO by RFC 5545.
        return ics
          .replace(/\r\n[ \t]/g, '')
          .split('\r\n')
          .filter((line) => /^(SUMMARY|DESCRIPTION|X-WR-CALNAME)/.test(line))
          .map((line) =>
            line
              .replace(/^[^:]*:/, '')
              .replace(/\\([,;\\])/g, '$1')
              .replace(/\\n/gi, ' '),
          );
      });
      return [
        {
          label,
          today,
          gender: variant.gender ?? variant.sex,
          texts: [...stringsOf(result), ...explainLines(def, outcome.input, outcome.result)],
          explain: explainLines(def, outcome.input, outcome.result),
          report,
          calendar,
        },
      ];
    });
  });
}

// (1) English: a function word no Spanish sentence has. Names the style guide keeps in English (its "Names that stay
// in English"), addresses and ids (no space) are left out first. "in vitro" is Latin and Spanish alike.
const GUIDE = readFileSync(path.join(__dirname, '../../docs/es/style-guide.md'), 'utf8');
const ENGLISH_NAMES = [
  ...(GUIDE.split(/^## /m).find((part) => part.startsWith('Names that stay in English')) ?? '').matchAll(
    /`([^`]+)`/g,
  ),
]
  .map((match) => match[1] ?? '')
  .sort((a, b) => b.length - a.length)
  .map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
const ENGLISH_WORD =
  /(?<![\p{L}\d'’-])(the|and|of|your|you|with|for|from|this|that|what|when|how|is|are|to|or|if|it|at|by|be|not|but|after|before|days?|weeks?|few|will|can|should|have|was|an|on|than)(?![\p{L}\d'’-])/iu;

function englishIn(text: string): string | undefined {
  if (!/\s/.test(text) || /^(https?:\/\/|\/)\S*$/.test(text)) return undefined;
  let prose = text.replace(/\bin vitro\b/gi, ' ');
  for (const name of ENGLISH_NAMES) prose = prose.replace(name, ' ⟨⟩ ');
  return ENGLISH_WORD.exec(prose)?.[0];
}

// (2) Dates: "2 de diciembre de 2026", never "02 de dic", "23 sept 2026" or an English month.
const MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const BAD_DATE = new RegExp(
  [
    `(?<![\\d.,])0\\d(?:–\\d\\d?)? (?:de )?\\p{L}`,
    `\\d (?:${MONTHS})|(?:${MONTHS}) \\d`,
    `(?<![\\p{L}])(?:ene|feb|mar|abr|jun|jul|ago|sept?|oct|nov|dic)\\.?(?= \\d| de \\d)`,
    `\\d (?:de )?(?:ene|feb|abr|jun|jul|ago|sept?|oct|nov|dic)\\.?(?![\\p{L}])`,
    '(?<![\\p{L}])(?:January|February|March|April|June|July|August|September|October|November|December)(?![\\p{L}])',
    '(?<![\\d/-])\\d{4}-\\d\\d-\\d\\d(?![\\d])',
  ].join('|'),
  'u',
);

function badDateIn(text: string): string | undefined {
  if (/^\d{4}-\d\d-\d\d$/.test(text) || /^(https?:\/\/|\/)\S*$/.test(text)) return undefined;
  return BAD_DATE.exec(text)?.[0];
}

// (3) US units the Spanish way (docs/es/style-guide.md, "Numbers, dates, units"): pies, pulg., lb, oz.
const BAD_UNIT =
  /(?<![\p{L}])(?:ft|lbs|feet|foot|inch(?:es)?|pounds?)(?![\p{L}])|\d\s?in(?![\p{L}])|(?<![\p{L}])in\/|(?<![\p{L}\d])in$/u;

function badUnitIn(text: string): string | undefined {
  // A unit's id alone ("in", "lbs") is data: the page shows it through the engine's unit words.
  if (/^(https?:\/\/|\/)\S*$/.test(text) || /^[\w-]+$/.test(text)) return undefined;
  return BAD_UNIT.exec(text.replace(/\bin vitro\b/gi, ' '))?.[0];
}

// (4) Gender: words that address the reader, in the form the `gender` field's other value needs.
const FEMININE_SELF =
  /(?<![\p{L}])(?:activa|sedentaria|embarazada|inscrita|segura|lista|cansada|sola)(?![\p{L}])/iu;
const MASCULINE_SELF =
  /(?<![\p{L}])(?:eres|estás|seas|estés|estar|ser)\s+(?:(?:muy|poco|moderadamente|extremadamente)\s+)?(?:activo|sedentario|embarazado|inscrito|seguro|listo|cansado|solo)(?![\p{L}])/iu;

// A child's sex (`sex`: girl or boy) names the child: "niñas sanas" for a girl, "niños sanos" for a boy.
const GIRL = /(?<![\p{L}])(?:niña|niñas sanas)(?![\p{L}])/iu;
const BOY = /(?<![\p{L}])(?:niño|niños sanos)(?![\p{L}])/iu;

function wrongGenderIn(text: string, gender: unknown): string | undefined {
  if (gender === 'male') return FEMININE_SELF.exec(text)?.[0];
  if (gender === 'female') return MASCULINE_SELF.exec(text)?.[0];
  if (gender === 'boy') return GIRL.exec(text)?.[0];
  if (gender === 'girl') return BOY.exec(text)?.[0];
  return undefined;
}

// (5) Durations: the parts of an age or a span are joined as Spanish joins them ("4 meses y 2 semanas").
const UNJOINED = /\d+ (?:años?|mes(?:es)?|semanas?) \d+ (?:mes(?:es)?|semanas?|días?)(?![\p{L}])/u;

function unjoinedIn(text: string): string | undefined {
  return UNJOINED.exec(text)?.[0];
}

// (6) Ranges in words: "Entre 100 y 250 cm", "de 21 a 45 días", never a dash after the preposition ("Entre 100–250 cm",
// "de 21–45 días"); English says "Between 100 and 250 cm" the same way. A dash range stands alone ("21–45 días") or in
// brackets. In a message source the numbers are ICU arguments ("de {min, number, integer}–{max, …}").
const NUMBER_OR_ARGUMENT = String.raw`(?:\d[\d.,]*|\{[^{}]*\})`;
const DASH_RANGE = new RegExp(
  String.raw`(?<![\p{L}])(?:entre|de|desde|between)\s+${NUMBER_OR_ARGUMENT}\s?–\s?${NUMBER_OR_ARGUMENT}`,
  'iu',
);

function dashRangeIn(text: string): string | undefined {
  // A span of years names a period ("la cifra de 2025–2026"), as a tax or benefit year is written.
  return DASH_RANGE.exec(text.replace(/\b(?:19|20)\d\d–(?:19|20)\d\d\b/g, 'YYYY'))?.[0];
}

/** A range from a number to itself ("ciclos de 28 a 28 días"): one length is said once. */
function emptyRangeIn(text: string): string | undefined {
  return /(?<![\d.,])(?:de|entre) (\d+(?:\.\d+)?) (?:a|y) \1(?![\d.,])/u.exec(text)?.[0];
}

// (7) Tense: a date told with a past-tense verb has come ("tu última menstruación empezó el 8 de febrero de 2028"),
// one told with a future one has not ("empezará el …"): a sentence about a date still to come is not in the past.
const MONTH_NUMBER = MONTHS.split('|');
const DATE_WORDS = String.raw`(\d{1,2}) de (${MONTHS}) de (\d{4})`;
const PAST_VERB = 'fue|fueron|empezó|comenzó|ocurrió|llegó|pasó|terminó|nació|dio lugar';
const FUTURE_VERB = 'será|serán|empezará|comenzará|ocurrirá|llegará|terminará|nacerá';
const TENSE_DATE = new RegExp(
  String.raw`(?<![\p{L}])(${PAST_VERB}|${FUTURE_VERB})(?:\s+(?:el|del|alrededor del|hacia el|a partir del))?\s+${DATE_WORDS}`,
  'giu',
);

function wrongTenseIn(text: string, today: string): string | undefined {
  for (const [whole, verb = '', day = '', month = '', year = ''] of text.matchAll(TENSE_DATE)) {
    const iso = `${year}-${String(MONTH_NUMBER.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
    const past = new RegExp(`^(?:${PAST_VERB})$`, 'iu').test(verb);
    if (past ? iso > today : iso < today) return whole;
  }
  return undefined;
}

// (8) No English capital after a colon: Spanish goes on in lower case ("Categoría = en forma", "tu bebé: longitud…").
// A name keeps its capital ("evitar: Método de Días Fijos", "licencia: California tiene…"), so only the words a
// sentence or a name put in the middle never start with are caught: articles, pronouns, prepositions, "En forma".
const CAPITAL_AFTER_COLON =
  /\S: (?:El|La|Los|Las|Un|Una|Unos|Unas|En|Si|Tu|Tus|Esto|Esta|Este|Estos|Estas|Con|Para|Por|Hay|No|Es|Son|Cuando|Como|Lo|Se|Al|Del|Cada|Sin|Grasa|Atlética|Promedio|Obesidad)(?![\p{L}])/u;

function capitalAfterColonIn(text: string): string | undefined {
  return CAPITAL_AFTER_COLON.exec(text)?.[0];
}

// The Spanish sources a calculator page shows before any result: its messages (its form and block texts among them),
// the engine's shared ones and its about text. Markdown links, code and {{fact:…}} tokens are left out.
const messageSources = import.meta.glob<{ default: Record<string, string> }>(
  [
    '../../definitions/*/messages.es.ts',
    '../../src/engine/messages.es.ts',
    '../../src/engine/result-messages/messages.es.ts',
    '../../src/engine/field-messages/messages.es.ts',
  ],
  { eager: true },
);
const aboutTexts = import.meta.glob<string>('../../definitions/*/about.es.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});
/** A message's words without its syntax: argument names and types, and the keys of its options. */
function wordsOfMessage(message: string): string {
  return message.replace(/\{\w+(?:, *\w+(?:, *[^{}]*?)?)?(?=[,}])/g, '{').replace(/[\w=]+ ?\{/g, '{');
}

/** The paragraphs of every about text, without links, each {{fact:…}} token written as `token`. */
function aboutParagraphs(token: string): { file: string; text: string }[] {
  return Object.entries(aboutTexts).flatMap(([file, text]) =>
    text
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/https?:\/\/\S+/g, '')
      .replace(/\{\{[^}]*\}\}/g, token)
      .split(/\n\s*\n/)
      .map((paragraph) => ({ file, text: paragraph.replace(/\s+/g, ' ') })),
  );
}

const SOURCES: { file: string; text: string }[] = [
  ...Object.entries(messageSources).flatMap(([file, module]) =>
    Object.values(module.default).map((text) => ({ file, text: wordsOfMessage(text) })),
  ),
  ...aboutParagraphs(''),
];

const pages = Object.values(spanish).map((module) => module.definition as Def);
const englishPages = Object.values(english).map((module) => module.definition as Def);
const RUNS = pages.map((def) => ({ def, runs: runsOf(def) }));

/** Each text of a page's runs a rule flags, as "title: «what» in «text»". */
function flagged(
  runs: ReturnType<typeof runsOf>,
  titles: string[],
  test: (text: string, gender: unknown) => string | undefined,
): string[] {
  const found = new Set<string>();
  for (const title of titles) {
    const what = test(title, undefined);
    if (what) found.add(`example title: «${what}» in «${title}»`);
  }
  for (const run of runs)
    for (const text of [
      ...run.texts,
      ...run.report.flatMap((report) => report.split('\n')),
      ...run.calendar,
    ]) {
      const what = test(text, run.gender);
      if (what) found.add(`${run.label}: «${what}» in «${text.slice(0, 200)}»`);
    }
  return [...found];
}

describe('a Spanish result reads as Spanish (docs/es/style-guide.md)', () => {
  it('catches what it is meant to catch', () => {
    expect(englishIn('vuelve a hacerte la prueba after a few days to a week')).toBe('after');
    expect(englishIn('consulta con el Department of Labor and Training.')).toBeUndefined();
    expect(englishIn('fecundación in vitro (FIV) a las 6 semanas')).toBeUndefined();
    expect(englishIn('after-school')).toBeUndefined();
    for (const text of [
      'miércoles, 02 de dic de 2026',
      '23 sept 2026',
      'el 01 may 2026',
      '2 dic. 2026',
      'December 2, 2026',
    ])
      expect(badDateIn(text), text).toBeDefined();
    for (const text of ['miércoles, 2 de diciembre de 2026', '23–29 de septiembre de 2026', '0.05 de mayo'])
      expect(badDateIn(text), text).toBeUndefined();
    for (const text of ['5 ft 6 in = 167.64 cm', '150 lbs', '31.5 in', 'in/día', 'ft + in'])
      expect(badUnitIn(text), text).toBeDefined();
    for (const text of ['5 pies 6 pulg. = 167.64 cm', '150 lb', '31.5 pulg.', 'pulg./día', 'incluye'])
      expect(badUnitIn(text), text).toBeUndefined();
    expect(wrongGenderIn('Si eres muy activa, gastas', 'male')).toBe('activa');
    expect(wrongGenderIn('Si eres muy activo, gastas', 'female')).toBe('eres muy activo');
    expect(wrongGenderIn('Si eres muy activo, gastas', 'male')).toBeUndefined();
    expect(wrongGenderIn('85 de cada 100 niñas sanas', 'boy')).toBe('niñas sanas');
    expect(unjoinedIn('Edad: 4 meses 2 semanas')).toBe('4 meses 2 semanas');
    expect(unjoinedIn('Edad: 4 meses y 2 semanas')).toBeUndefined();
    expect(emptyRangeIn('Con ciclos de 28 a 28 días')).toBe('de 28 a 28');
    expect(emptyRangeIn('Con ciclos de 28 a 280 días, de 2 a 3')).toBeUndefined();
    expect(capitalAfterColonIn('Categoría: En forma (Grasa esencial por debajo del 14%)')).toBe('a: En');
    expect(
      capitalAfterColonIn('Categoría = en forma; días que evitar: Método de Días Fijos'),
    ).toBeUndefined();
    expect(wrongTenseIn('tu última menstruación empezó el 31 de diciembre de 2026.', '2026-12-20')).toBe(
      'empezó el 31 de diciembre de 2026',
    );
    expect(
      wrongTenseIn('tu última menstruación empezó el 8 de febrero de 2028.', '2028-06-01'),
    ).toBeUndefined();
    expect(wrongTenseIn('tu próximo periodo empezará el 2 de enero de 2026', '2026-11-25')).toBeDefined();
    expect(
      wrongTenseIn('tu última menstruación empezaría el 31 de diciembre de 2026.', '2026-12-20'),
    ).toBeUndefined();
    for (const text of ['Entre 100–250 cm.', 'Between 100–250 cm.', 'ciclos de 21–45 días', 'de {}–{} días'])
      expect(dashRangeIn(text), text).toBeDefined();
    for (const text of [
      'Entre 100 y 250 cm o entre 3 pies 3 pulg. y 8 pies 2 pulg.',
      'ciclos de 21 a 45 días',
      '(18.5–24.9)',
      'La cifra de 2025–2026 no estaba confirmada',
    ])
      expect(dashRangeIn(text), text).toBeUndefined();
  });

  it('reads every calculator, with its report and calendar', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(RUNS.filter(({ runs }) => runs.some((run) => run.report.length > 0)).length).toBeGreaterThan(0);
    expect(RUNS.filter(({ runs }) => runs.some((run) => run.calendar.length > 0)).length).toBeGreaterThan(0);
    expect(RUNS.filter(({ runs }) => runs.some((run) => run.gender === 'male')).length).toBeGreaterThan(0);
  });

  it("writes the form's help the Spanish way: units as above, one period after an abbreviation", () => {
    const found = pages.flatMap((def) =>
      Object.entries(toFormSchema(def).schema.properties ?? {}).flatMap(([name, property]) => {
        const help = (property as { description?: string }).description ?? '';
        const what = badUnitIn(help) ?? /\.\.(?!\.)/.exec(help)?.[0];
        return what ? [`${def.id}.${name}: «${what}» in «${help}»`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('says a range in words in the form\'s help, in both languages ("Entre 100 y 250 cm")', () => {
    const found = [...pages, ...englishPages].flatMap((def) =>
      Object.entries(toFormSchema(def).schema.properties ?? {}).flatMap(([name, property]) => {
        const help = (property as { description?: string }).description ?? '';
        const what = dashRangeIn(help);
        return what ? [`${def.id}.${name}: «${what}» in «${help}»`] : [];
      }),
    );
    expect(englishPages.length).toBe(pages.length);
    expect(found).toEqual([]);
  });

  it('says a range in words in every Spanish source of a calculator ("de 21 a 45 días")', () => {
    // A message's simple arguments read as "{}" (the words around them kept: "de {}–{} días").
    const messages = Object.entries(messageSources).flatMap(([file, module]) =>
      Object.values(module.default).map((text) => ({
        file,
        text: text.replace(/\{\w+(?:, *\w+(?:, *[^{}]*)?)?\}/g, '{}'),
      })),
    );
    // An about text's quoted figures read as "{}" too ("de {{fact:MIN}}–{{fact:MAX}} kg" is "de {}–{} kg").
    const abouts = aboutParagraphs('{}');
    expect(messages.length).toBeGreaterThan(1000);
    expect(abouts.some(({ text }) => text.includes('{}–{}'))).toBe(true);
    const found = [...messages, ...abouts].flatMap(({ file, text }) => {
      const what = dashRangeIn(text);
      return what ? [`${file}: «${what}» in «${text.slice(0, 160)}»`] : [];
    });
    expect(found).toEqual([]);
  });

  it('names a select\'s options without the reader\'s gender where the form asks it ("Actividad moderada")', () => {
    // An option is read whatever the sex chosen above it, so it cannot agree with her or him: "Moderadamente activa"
    // is wrong for Masculino. The result, which knows the answer, agrees (4) and names the option alike.
    const SELF =
      /(?<![\p{L}])(?:activ[ao]|sedentari[ao]|embarazad[ao]|inscrit[ao]|segur[ao]|list[ao]|cansad[ao])(?![\p{L}])/iu;
    expect(SELF.exec('Moderadamente activa (3–5 días/semana)')?.[0]).toBe('activa');
    expect(SELF.exec('Actividad moderada (3–5 días/semana)')).toBeNull();
    const gendered = pages.filter((def) => Object.keys(def.fields).some((name) => name === 'gender'));
    expect(gendered.length).toBeGreaterThan(0);
    const found = gendered.flatMap((def) =>
      selects(def)
        .filter((select) => select.name !== 'gender')
        .flatMap((select) =>
          select.options.flatMap((option) => {
            const what = SELF.exec(option.label)?.[0];
            return what ? [`${def.id}.${select.name}: «${what}» in «${option.label}»`] : [];
          }),
        ),
    );
    expect(found).toEqual([]);
  });

  it('writes units, dates and durations the Spanish way in every Spanish source of a calculator', () => {
    expect(Object.keys(messageSources).length).toBeGreaterThan(30);
    expect(Object.keys(aboutTexts).length).toBeGreaterThan(30);
    const found = SOURCES.flatMap(({ file, text }) => {
      const what = badUnitIn(text) ?? badDateIn(text) ?? unjoinedIn(text);
      return what ? [`${file}: «${what}» in «${text.slice(0, 160)}»`] : [];
    });
    expect(found).toEqual([]);
  });

  for (const { def, runs } of RUNS) {
    const titles = def.examples.map((example) => example.title);
    it(`${def.id}: no English sentence`, () => {
      expect(flagged(runs, [], englishIn)).toEqual([]);
    });
    it(`${def.id}: dates in the long form ("2 de diciembre de 2026")`, () => {
      expect(flagged(runs, titles, badDateIn)).toEqual([]);
    });
    it(`${def.id}: US units the Spanish way (pies, pulg., lb)`, () => {
      expect(flagged(runs, titles, badUnitIn)).toEqual([]);
    });
    it(`${def.id}: the reader's gender as the form's gender field says (a child's as its sex field says)`, () => {
      expect(flagged(runs, [], wrongGenderIn)).toEqual([]);
    });
    it(`${def.id}: a date still to come is not told in the past tense (nor a past one in the future)`, () => {
      const found = runs.flatMap((run) =>
        [...run.texts, ...run.report.flatMap((report) => report.split('\n')), ...run.calendar].flatMap(
          (text) => {
            const what = wrongTenseIn(text, run.today);
            return what ? [`${run.label} (hoy ${run.today}): «${what}» in «${text.slice(0, 200)}»`] : [];
          },
        ),
      );
      expect(found).toEqual([]);
    });
    it(`${def.id}: no English-style capital after a colon in "How we calculate" and the example titles`, () => {
      // The result's, report's and calendar's "label: value" lines are a form's, where a value keeps its capital.
      const sentences = runs.map((run) => ({ ...run, texts: run.explain, report: [], calendar: [] }));
      expect(flagged(sentences, titles, capitalAfterColonIn)).toEqual([]);
    });
    it(`${def.id}: no range from a number to itself ("de 28 a 28 días")`, () => {
      expect(flagged(runs, titles, emptyRangeIn)).toEqual([]);
    });
    it(`${def.id}: the parts of a duration joined with "y"`, () => {
      expect(flagged(runs, titles, unjoinedIn)).toEqual([]);
    });
  }
});
