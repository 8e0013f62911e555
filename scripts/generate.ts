import path from 'node:path';
import { buildDefinitionData } from './lib/definition-data';
import { writeCalculatorModules } from './lib/generate/calculator-modules';
import { buildCatalogue, writeCatalogues } from './lib/generate/catalogue';
import {
  writeContentLoaders,
  writeEnglishContent,
  writeSpanishContent,
} from './lib/generate/content-modules';
import { MarkdownBodies } from './lib/generate/markdown';
import { clearOutput, OUT, write } from './lib/generate/output';
import { formatTimes, pipeline } from './lib/generate/pipeline';
import { checkIcons, compileAllMessages, loadSources, writeIcons } from './lib/generate/sources';

/**
 * `npm run generate`: checks every definition and content file, then writes src/generated/ (catalogues, page
 * modules, rendered bodies and their loaders) and each folder's compiled messages. Each step's output is the next
 * steps' input; every check runs before src/generated/ is emptied but those of the rendered markdown.
 */
async function main() {
  const { step, times } = pipeline();
  // Reference tables first: the definitions' formulas import them; then the messages words.ts imports.
  await step('reference tables', () => buildDefinitionData());
  const esWords = await step('compile messages', compileAllMessages);
  const sources = await step('load definitions and content', loadSources);
  const icons = await step('check icons', () => checkIcons(sources));
  const catalogue = await step('catalogue', () => buildCatalogue(sources));
  await step('clear src/generated', clearOutput);
  await step('write icons', () => writeIcons(sources, icons));
  await step('write catalogues', () => writeCatalogues(sources, catalogue));
  const bodies = new MarkdownBodies(esWords, catalogue.toSpanish);
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
