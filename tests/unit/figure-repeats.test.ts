/**
 * Figures are parameters: a calculator's messages (messages.ts, messages.es.ts) and about texts (about.md,
 * about.es.md) never retype a number its formula defines. Messages take the figure as an ICU parameter that present.ts
 * fills from the formula's exported constant; an about text quotes it as `{{fact:NAME}}` (NAME an export of the
 * folder's formula.ts), so a threshold changed in code changes every sentence that states it.
 *
 * What a formula "defines": every numeric literal of its formula.ts and data.ts, and every number of its dated data
 * (rates/*.json). Small integers (0–12) are counting words, rounding digits and exponents there, so they count only
 * when they are a named value (`const FIRST_BMI_AGE = 2`, `{ weeks: 6 }`). Calendar and unit conversions (UNIVERSAL)
 * never count. What is read in a text: every number written with digits outside ICU skeletons (`::.0`), plural
 * selectors (`=1`), links and an about text's Sources section (citations: years, volumes, pages).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DEFINITIONS = path.join(import.meta.dirname, '../../definitions');

/**
 * Numbers that are no figure of any one formula: zero and one (identities; "1 in 20", "1 lb = …"), and calendar and
 * unit conversions (days a week, months, hours, minutes, weeks and days a year, %, g per kg, cm per inch).
 */
const UNIVERSAL = new Set([0, 1, 7, 12, 24, 52, 60, 100, 365, 1000, 2.54]);

/** The files whose numbers a folder defines. */
function definingFiles(dir: string): string[] {
  const rates = path.join(dir, 'rates');
  return [
    ...['formula.ts', 'data.ts'].map((file) => path.join(dir, file)).filter((file) => existsSync(file)),
    ...(existsSync(rates)
      ? readdirSync(rates)
          .filter((file) => file.endsWith('.json'))
          .map((file) => path.join(rates, file))
      : []),
  ];
}

/** A small integer is a counting word unless it is named: a variable's initializer or an object's property. */
function countsAsFigure(literal: ts.NumericLiteral): boolean {
  const value = Number(literal.text);
  if (!Number.isInteger(value) || value > 12) return true;
  const parent = ts.isPrefixUnaryExpression(literal.parent) ? literal.parent.parent : literal.parent;
  return ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent);
}

/** The numbers a TypeScript file defines, each with the line it is written on. */
function tsFigures(file: string): Map<number, string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const figures = new Map<number, string>();
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node) && countsAsFigure(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (!figures.has(Number(node.text))) figures.set(Number(node.text), `${path.basename(file)}:${line}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return figures;
}

/** The numbers of a JSON data file. */
function jsonFigures(file: string): Map<number, string> {
  const figures = new Map<number, string>();
  const walk = (value: unknown) => {
    if (typeof value === 'number') figures.set(value, path.relative(DEFINITIONS, file));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')));
  return figures;
}

/** Every number a folder's formula and data define (UNIVERSAL left out), with where it is written. */
function definedFigures(dir: string): Map<number, string> {
  const figures = new Map<number, string>();
  for (const file of definingFiles(dir)) {
    for (const [value, at] of (file.endsWith('.json') ? jsonFigures : tsFigures)(file)) {
      if (!UNIVERSAL.has(value) && !figures.has(value)) figures.set(value, at);
    }
  }
  return figures;
}

/** The numbers a text writes with digits ("7,500" is 7500), without skeletons, selectors, links and sources. */
function writtenFigures(text: string): number[] {
  const prose = text
    .split(/^#+\s*(?:Sources|Fuentes)\b/m)[0]
    ?.replace(/::[^\s}]*/g, '')
    .replace(/=\d+/g, '')
    .replace(/\]\([^)]*\)|https?:\/\/\S+/g, '');
  return [...(prose ?? '').matchAll(/(?<![\p{L}\d.,])\d+(?:,\d{3})*(?:\.\d+)?(?![\p{L}\d])/gu)].map((match) =>
    Number(match[0].replaceAll(',', '')),
  );
}

/**
 * Phrases whose numbers only happen to equal a figure of the formula, by folder, left out of its texts before the
 * check: a worked reading (110/58 is a low reading; 110 is not the pregnancy limit there), the height field's limits,
 * worked hCG pairs (taken 48 hours apart, doubling in 48.0 hours: examples, not the 48-hour window).
 */
const COINCIDENCES: Record<string, string[]> = {
  // WHO's restricted LMS method (beyond ±3 SD, in steps of the 2-to-3 SD gap: the engine's, not this page's far-out
  // limit), what the 25th percentile means, the head field's limits and placeholder, and worked babies.
  'baby-growth': [
    'restricted method for weight beyond ±3 SD',
    'past +3 SD',
    '+2 and +3 SD',
    'z = 3 +',
    'the same below\n  −3 SD',
    'restringido de la OMS para el peso más allá de ±3 DE',
    'pasadas las\n  +3 DE',
    '+2 y +3 DE',
    'por debajo de −3 DE), porque',
    'for weight beyond ±3 z, WHO’s restricted method counts the distance past 3 SD in steps of the 2-to-3 SD gap',
    'para el peso más allá de ±3 z, el método restringido de la OMS cuenta la distancia más allá de 3 DE en pasos del intervalo entre 2 y 3 DE',
    'At the 25th percentile for weight,\n25 of 100',
    'En el percentil 25 de peso, 25 de cada 100',
    'the 25th means 25',
    'el percentil 25 significa que 25',
    '25–60 cm',
    'e.g. 40',
    'p. ej., 40',
    '(97.7th percentile)',
    '(percentil 97.7)',
    'and 25 in',
    'y 25 pulg.',
    'head 37 cm',
    'cabeza 37 cm',
  ],
  'blood-pressure': ['110/58'],
  calorie: ['100–250 cm', 'de 100 a 250 cm'],
  // Weeks of pregnancy (CRL dating ends at about 14 weeks; a band ends at 21 weeks 6 days) and a worked 10 mm CRL:
  // not the re-dating limits of 10, 14 and 21 days.
  'crl-dating': [
    '14 weeks',
    '14 semanas',
    '21 weeks 6 days',
    '21 semanas y 6',
    'measured 10 mm',
    'Bebé de 10 mm',
  ],
  // Worked women (their weight and age), the weight field's limits and the folic-acid dose: not the stage extras,
  // the tissue deposition or the obesity BMI.
  'pregnancy-calories': [
    '30 years',
    '30 años',
    '50 kg, 158 cm',
    '150 lbs, 5 ft',
    '150 lb, 5 pies',
    'weights 30–300 kg',
    'pesos de 30 a 300 kg',
    '400 micrograms',
    '400 microgramos',
  ],
  // Type 2 diabetes, the advice to lose 5–10% of weight, a typical neck of 32 cm and the height field's 8 ft 2 in:
  // not the plausible floor, the essential-fat level or the obese bound.
  'body-fat': [
    'type 2 diabetes',
    'diabetes tipo 2',
    'losing 5–10% of weight',
    'entre un 5 y un 10%',
    'e.g. 32',
    'p. ej., 32',
    'neck 32 cm',
    'cuello 32 cm',
    '8 ft 2 in',
    '8 pies 2 pulg.',
  ],
  // Worked examples' own dates (a period 8 weeks 3 days ago) and the care advice's own schedule (ACOG: visits every
  // 2 weeks from 28 weeks and weekly from 36, group B strep at 36–37, the bag by week 36): not the milestone weeks.
  'due-date': [
    '8 weeks 3 days',
    '8 semanas y 3 días',
    '19 weeks 3 days',
    '19 semanas y 3 días',
    '27 weeks 2 days',
    '27 semanas y 2 días',
    '41 weeks 2 days',
    '41 semanas y 2 días',
    'every 2 weeks from 28 weeks and every week from 36',
    'cada 2 semanas desde la semana 28 y cada semana desde la 36',
    'at 36–37 weeks',
    'entre las semanas 36 y 37',
    'by week 36',
    'antes de la semana 36',
    'between 24 and 28 weeks',
    'entre las semanas 24 y 28',
  ],
  // Worked children (their heights, weights and ages), where the LMS percentiles crowd (towards 99.9) and the name
  // of class 3: not the class bounds, the chart's age span, the extended span or the shown percentile's thresholds.
  'child-bmi': [
    'of 10 years 8 months, 140 cm and 44.727',
    'de 10 años y 8 meses, 140 cm y 44.727',
    'Girl of 10, 140 cm and 39.0858',
    'Niña de 10 años, 140 cm y 39.0858',
    '152 cm and 40 kg',
    '152 cm y 40 kg',
    'Girl of 19½',
    'Niña de 19½',
    'crowd towards 99.9',
    'se amontonan cerca de\n  99.9',
    'class 3',
    'Class 3',
    'clase 3',
  ],
  // Early ultrasound dates best before 14 weeks: not the 14 days past the due date the formula allows.
  conception: ['before 14 weeks', 'antes de las 14 semanas'],
  // Tracking tips of their own (protein over 3–4 meals of 20–40 g, a check every 2–4 weeks): not the splits.
  macro: [
    '3–4 meals of about 20–40 g',
    '3 o 4 comidas, de unos 20 a 40 g',
    'every 2–4 weeks',
    'cada 2 a 4 semanas',
  ],
  // Worked leaves (the visitor's own length, start, salary and employer share), the states' own eligibility rules and
  // the usual certification of a birth (4 weeks before, 6 after, 8 after a C-section), which the data holds only as
  // each program's weeks; the planned Maryland range, a form's name, insurance's 30 days, a timeline and a date: not
  // the data's weeks, caps, FMLA figures or the application window.
  'maternity-leave-pay': [
    '$78,000, 16 weeks',
    '$78,000, 16 semanas',
    'from 26 November 2026',
    'desde el 26 de noviembre de 2026',
    'employer pays 20%',
    'el empleador paga el 20%',
    '8 weeks, employer pays 50%',
    '8 semanas, el empleador paga el 50%',
    '$15,000, 10 weeks',
    '$15,000, 10 semanas',
    '$52,000, 8 weeks',
    '$52,000, 8 semanas',
    'e.g. 50',
    'p. ej., 50',
    '3–6 months',
    '3–6 meses',
    'within 30 days of the birth',
    'dentro de los 30 días posteriores al nacimiento',
    'Form W-4',
    'formulario W-4',
    'Jun 30, 2026',
    '30 de junio de 2026',
    '$50–$1,000 a week',
    'de $50 a $1,000 por semana',
    'certified for 4 weeks before and 6 after birth (8 after a C-section)',
    'certificarse por 4 semanas antes y 6 después del parto (8 después de una cesárea)',
    'certified for 4 weeks before and 6 after (8 after a C-section)',
    'certificarse por 4 semanas antes y 6 después (8 después de una cesárea)',
    'certified for 6–8 weeks',
    'certificarse por 6 a 8 semanas',
    'certified for 6 weeks (8 after a C-section)',
    'certificarse por 6 semanas (8 después de una cesárea)',
    'certifies: 4 weeks before and 6 after a vaginal birth where the program covers the time before birth, else 6',
    'certificar: 4 semanas antes y 6 después de un parto vaginal cuando el\n  programa cubre el tiempo antes del parto; si no, 6',
    'last 8 weeks worked',
    'últimas 8 semanas trabajadas',
    'Disability: 4 consecutive weeks with a covered employer. Paid Family Leave: 26 consecutive weeks at 20 or more',
    'discapacidad, 4 semanas consecutivas con un empleador cubierto; para Paid Family Leave, 26 semanas consecutivas a 20',
    'last 4 completed quarters and at least 30 times',
    'últimos 4 trimestres completos y al menos 30 veces',
    'one year and 1,250 hours with one employer, working mainly (60% or more) in Delaware; employers with 10–24 employees owe parental leave only, under 10',
    'un año y 1,250 horas con un mismo empleador, trabajando principalmente (60% o más) en Delaware; los empleadores con 10–24 empleados deben solo la licencia parental, y los de menos de 10',
    'at least 6 times the state average weekly wage (6 ×',
    'al menos 6 veces el salario semanal promedio del estado (6 ×',
    'At least 14 weeks with 20 or more hours',
    'al menos 14 semanas con 20 horas',
    '; 20 weeks at',
    '; 20 semanas de',
    '20 base weeks',
    '20 semanas base',
    'Up to 4 more weeks',
    'hasta 4 semanas más',
    'up to 6 weeks, if your employer',
    'hasta 6 semanas, si tu empleador',
  ],
  // A period that started 5 days ago: a date, not the 5-day period the model assumes.
  ovulation: ['period started 5 days ago', 'el periodo empezó hace 5 días'],
  // The calendar rule worked for two cycle ranges: its days, not the Standard Days Method's.
  'safe-days': [
    'cycles of 26 to 32 days, days 8 to 21',
    'ciclos de 26\n  a 32 días, los días 8 a 21',
    'days 8–20',
    'días 8–20',
  ],
  // A typical period lasts 3–7 days (not the calendar's 3 months); a worked 35-day cycle is her input, not the
  // widest cycle the linked calculators accept.
  'period-tracker': ['period of 3–7 days', 'periodo de 3 a 7 días', 'Cycle of 35 days', 'Ciclo de 35 días'],
  // The evening slot's clock time, workouts a week in the activity options, the sports advice to drink 1.25–1.5 L
  // per kg lost, EFSA's 95th percentile of intake (3.1 L) and the weight field's limits: not the formula's shares,
  // adequate intakes or ceiling factor.
  'water-intake': [
    '8–10 pm',
    '8–10 p. m.',
    '1–3 workouts',
    '3–5 workouts',
    '1–3 sesiones',
    '3–5 sesiones',
    '1.25–1.5 L for every kg lost',
    'entre 1.25 y 1.5 L por cada kg perdido',
    'intake (3.1 L)',
    'mujeres según la EFSA (3.1 L)',
    'weights of 30–300 kg',
    'pesos de 30 a 300 kg',
  ],
  // The advice to keep 5–10% aside is its own figure, not a category's share.
  'wedding-budget': ['5–10%'],
  // Worked women (her height, her week), a 2022 study's triplet gains, the gain limit of 40 kg, the IOM's own
  // rounded pounds and an ordinal trimester: not the BMI bounds, the twin ranges or the due date's week.
  'pregnancy-weight-gain': [
    '5 ft 6 in',
    '5 pies 6 pulg.',
    'at week 30',
    'en la semana 30',
    'at week 40,',
    'en la semana 40,',
    'about 17 kg, 11–23 kg',
    'unos 17 kg,\n  11–23 kg',
    'unos 17 kg',
    'about 17 kg',
    'el 2.º y el 3.er trimestre',
    'gain over 40 kg',
    'aumento de más de 40 kg',
    '(28–40 lbs)',
    '(28–40 lb)',
  ],
  // Wilcox: most implantations on days 8 to 10; about 1 pregnancy in 10 not yet detectable (not the test day).
  'pregnancy-test-timing': ['days 8 to 10', 'días 8 a 10', '1 pregnancy in 10', '1 de cada 10'],
  // The worked zone of the about texts (zone 2 at 30 with a resting rate of 60): a zone's name, not a threshold.
  'heart-rate-zones': ['zone 2 (60–70 %)', 'zona 2 (60–70%)'],
  'hcg-doubling': [
    '200 mIU/mL in 48 hours doubles in 48.0',
    '1,500 in 48 hours',
    '200 mUI/mL en 48 horas se',
    'duplica en 48.0',
    '1,500 en 48 horas',
  ],
};

/** What a reader can see of a file: a message file's strings (not its comments), a markdown file whole. */
function readerText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.ts')) return text;
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return strings.join('\n');
}

/** The texts of a folder that state figures to a reader. */
const TEXTS = ['messages.ts', 'messages.es.ts', 'about.md', 'about.es.md'];

/** Each figure of a folder's formula that one of its texts retypes: `file: figure (defined at)`. */
function repeatedFigures(dir: string): { file: string; figure: number; definedAt: string }[] {
  const defined = definedFigures(dir);
  const examples = COINCIDENCES[path.basename(dir)] ?? [];
  const withoutExamples = (text: string) =>
    examples.reduce((rest, example) => rest.replaceAll(example, ''), text);
  return TEXTS.filter((file) => existsSync(path.join(dir, file))).flatMap((file) =>
    [...new Set(writtenFigures(withoutExamples(readerText(path.join(dir, file)))))]
      .filter((figure) => defined.has(figure))
      .map((figure) => ({ file, figure, definedAt: defined.get(figure) ?? '' })),
  );
}

const ids = readdirSync(DEFINITIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('figures in sentences come from the formula', () => {
  it('reads figures as a reader sees them', () => {
    expect(
      writtenFigures('BMI 18.5 to 24.9, $7,500 a year, {n, number, ::.0} {n, plural, =1 {one}}'),
    ).toEqual([18.5, 24.9, 7500]);
    expect(writtenFigures('a 2nd look at H2O\n## Sources\n- Winter 2014;99(4):875')).toEqual([]);
  });

  it.each(ids)('%s: no text retypes a figure of its formula', (id) => {
    const repeats = repeatedFigures(path.join(DEFINITIONS, id)).map(
      ({ file, figure, definedAt }) => `${id}/${file}: ${figure} (defined at ${definedAt})`,
    );
    expect(repeats, 'write these figures as ICU parameters or {{fact:NAME}} tokens').toEqual([]);
  });
});
