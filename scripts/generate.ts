import path from 'node:path';
import { formatTimes, pipeline } from './lib/generate/pipeline';
import { compileAllMessages } from './lib/messages';

/**
 * `npm run generate`: checks every definition and content file, then writes src/generated/ (catalogues, page
 * modules, rendered bodies and their loaders) and each folder's compiled messages. Each step's output is the next
 * steps' input; every check runs before src/generated/ is emptied but those of the rendered markdown.
 */
async function main() {
  const { step, times } = pipeline();
  // The messages first: they are not committed, and the modules imported below import them (the engine's words,
  // present.ts through calculator.ts). Then the reference tables the definitions' formulas import.
  const spanishSiteMessages = await step('compile messages', compileAllMessages);
  const { buildDefinitionData } = await import('./lib/definition-data');
  const { writeCalculatorModules } = await import('./lib/generate/calculator-modules');
  const { buildCatalogue, writeCatalogues } = await import('./lib/generate/catalogue');
  const { writeContentLoaders, writeEnglishContent, writeSpanishContent } = await import(
    './lib/generate/content-modules'
  );
  const { MarkdownBodies } = await import('./lib/generate/markdown');
  const { clearOutput, OUT, write } = await import('./lib/generate/output');
  const { checkIcons, loadSources, writeIcons } = await import('./lib/generate/sources');
  await step('reference tables', () => buildDefinitionData());
  const sources = await step('load definitions and content', loadSources);
  const icons = await step('check icons', () => checkIcons(sources));
  const catalogue = await step('catalogue', () => buildCatalogue(sources));
  await step('clear src/generated', clearOutput);
  await step('write icons', () => writeIcons(sources, icons));
  await step('write catalogues', () => writeCatalogues(sources, catalogue));
  const bodies = new MarkdownBodies(spanishSiteMessages, catalogue.toSpanish);
  await step('write calculator modules', () => writeCalculatorModules(sources, bodies));
  const english = await step('write English content', () => writeEnglishContent(sources, catalogue, bodies));
  await step('write Spanish content', () => writeSpanishContent(catalogue, english, bodies));
  await step('check facts and images', () => bodies.check());
  await step('write content loaders', () => writeContentLoaders(sources, catalogue));
  await step('write internal links', () =>
    write(path.join(OUT, 'internal-links.json'), `${JSON.stringify(bodies.links, null, 2)}\n`),
  );
  const { content } = sources;
  console.log(
    `generate: ${catalogue.calculators.length} calculators, ${content.posts.length} posts, ` +
      `${content.guides.length} guides, ${content.pages.length} pages → src/generated/\n  ${formatTimes(times())}`,
  );
}

main().catch((error: unknown) => {
  console.error(`generate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
