import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toFormSchema } from '../../../src/engine/json-schema';
import { DEFINITIONS_DIR, loadAboutRates, loadFormulaFigures } from '../definitions';
import { formModule } from '../form-module';
import type { MarkdownBodies } from './markdown';
import { HEADER, importPath, OUT, write } from './output';
import type { Sources } from './sources';

/** The engine's shared-field helpers: a definition that calls one needs the shared fields' words. */
const FIELD_HELPER =
  /\b(?:heightField|weightField|waistField|ageField|lastPeriodField|cycleLengthField|activityOptions|energyTargetsNote)\(/;

/**
 * A calculator's calculation module (loaded by its page's module when a result is wanted, docs/adr/0012): its
 * calculator.ts built with the page language's compiled messages (they carry the language, src/engine/language.ts),
 * with that language's shared-field words where the definition uses a shared field (src/engine/field-messages.ts).
 * calculator.ts imports no language's words and no page.ts, so the browser gets neither. With `file: 'page.ts'` it is
 * the prerender's module instead: the whole definition in that language (src/site/data/load-calculator.ts).
 */
function calculationModule({
  dir,
  from,
  lang,
  file: name = 'calculator.ts',
}: {
  dir: string;
  from: string;
  lang: 'en' | 'es';
  file?: 'calculator.ts' | 'page.ts';
}): string {
  const file = path.join(dir, 'calculator.ts');
  const source = importPath(from, path.join(dir, name));
  const messages = importPath(from, path.join(dir, `messages.${lang}.gen.ts`));
  const fields = FIELD_HELPER.test(readFileSync(file, 'utf8'));
  return [
    HEADER.trimEnd(),
    "import { definitionIn } from '@/engine/define';",
    ...(fields
      ? [
          "import { FIELD_MESSAGES } from '@/engine/field-messages';",
          `import fieldMessages from '@/engine/field-messages/messages.${lang}.gen';`,
        ]
      : []),
    `import source from '${source}';`,
    `import messages from '${messages}';`,
    '',
    fields
      ? 'export const definition = definitionIn(source, { ...messages, [FIELD_MESSAGES]: fieldMessages } as typeof messages);'
      : 'export const definition = definitionIn(source, messages);',
    '',
  ].join('\n');
}

/** A rendered about text: static page content, which only the prerender reads (never the browser's calculator chunk). */
const aboutModule = (html: string) => `${HEADER}export const aboutHtml = ${JSON.stringify(html)};\n`;

/**
 * Each calculator's page modules in English and in Spanish: its form module (a build entry), its calculation module
 * and its rendered about text; and the Spanish page of each calculator by id (a result's links to other
 * calculators lead to their Spanish pages). A Spanish page's module holds the definition with its Spanish texts and
 * messages, nothing English but the code; its about text keeps its English twin's sources in English.
 */
export async function writeCalculatorModules(
  { definitions, spanishDefinitions }: Pick<Sources, 'definitions' | 'spanishDefinitions'>,
  bodies: MarkdownBodies,
) {
  const englishAbout = new Map<string, string>();
  for (const { definition, about, file: relativeFile, dir } of definitions) {
    const html = bodies.render(path.join(path.dirname(relativeFile), 'about.md'), about, {
      rates: await loadAboutRates(dir),
      figures: await loadFormulaFigures(dir),
    });
    bodies.keepLinks(relativeFile, html);
    englishAbout.set(definition.id, html);
    write(
      path.join(OUT, 'calculators', `${definition.id}.ts`),
      HEADER +
        formModule({
          definition,
          lang: 'en',
          formSchema: toFormSchema(definition),
          href: `/calculators/${definition.id}`,
          slug: definition.id,
          calculation: `../calculations/${definition.id}`,
        }),
    );
    write(
      path.join(OUT, 'calculations', `${definition.id}.ts`),
      calculationModule({ dir, from: path.join(OUT, 'calculations'), lang: 'en' }),
    );
    write(
      path.join(OUT, 'pages', `${definition.id}.ts`),
      calculationModule({ dir, from: path.join(OUT, 'pages'), lang: 'en', file: 'page.ts' }),
    );
    write(path.join(OUT, 'about', `${definition.id}.ts`), aboutModule(html));
  }
  write(
    path.join(OUT, 'es-slugs.json'),
    `${JSON.stringify(Object.fromEntries(spanishDefinitions.map(({ id, slug }) => [id, slug])))}\n`,
  );
  for (const spanish of spanishDefinitions) {
    const dir = path.join(DEFINITIONS_DIR, spanish.id);
    write(
      path.join(OUT, 'calculators', 'es', `${spanish.id}.ts`),
      HEADER +
        formModule({
          definition: spanish.definition,
          lang: 'es',
          formSchema: toFormSchema(spanish.definition),
          href: `/es/calculadoras/${spanish.slug}`,
          slug: spanish.slug,
          calculation: `../../calculations/es/${spanish.id}`,
        }),
    );
    write(
      path.join(OUT, 'calculations', 'es', `${spanish.id}.ts`),
      calculationModule({ dir, from: path.join(OUT, 'calculations', 'es'), lang: 'es' }),
    );
    write(
      path.join(OUT, 'pages', 'es', `${spanish.id}.ts`),
      calculationModule({ dir, from: path.join(OUT, 'pages', 'es'), lang: 'es', file: 'page.ts' }),
    );
    const aboutFile = path.join(path.relative(process.cwd(), dir), 'about.es.md');
    const html = bodies.render(aboutFile, spanish.about, {
      rates: await loadAboutRates(dir),
      figures: await loadFormulaFigures(dir),
      language: bodies.spanishOptions(englishAbout.get(spanish.id) ?? ''),
    });
    bodies.keepLinks(aboutFile, html);
    write(path.join(OUT, 'about', 'es', `${spanish.id}.ts`), aboutModule(html));
  }
}
