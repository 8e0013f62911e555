// @vitest-environment jsdom
/**
 * The result text of every worked example of every calculator (issue #25: moving words to messages must not change
 * them), as the page draws it (result blocks, then "The calculation with your numbers"), held in
 * tests/component/page-text/<id>.txt. Moving a sentence from a formula into messages must leave that text as it
 * was; a file that changes shows the difference line by line (update it with `npx vitest run page-text -u` only
 * for a change meant for visitors, and say so in the commit).
 */

import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listDefinitionIds, loadDefinitions } from '../../scripts/lib/definitions';
import { resolveExample } from '../../scripts/lib/result-checks';
import { runCalculator } from '../../src/engine';
import { ResultView } from '../../src/results/registry';
import { islandSiteSystem } from '../render-at';

/** Every calculator's page text is held, captured before its words moved (`PAGE_TEXT_IDS=a,b` runs some). */
const IDS = process.env.PAGE_TEXT_IDS?.split(',') ?? listDefinitionIds();

/** The visible text of a rendered result, one text node a line. */
function textOf(root: Element): string {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const lines: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) lines.push(text);
  }
  return lines.join('\n');
}

afterEach(cleanup);

const definitions = await loadDefinitions(undefined, IDS);

describe('page text of the worked examples', () => {
  for (const { definition: def } of definitions) {
    it(`${def.id}: every worked example reads as before`, async () => {
      const pages: string[] = [];
      for (const example of def.examples) {
        const resolved = resolveExample(example);
        const outcome = runCalculator(def, resolved.input, { today: resolved.today });
        if (!outcome.ok) throw new Error(`${def.id}: ${example.title} does not compute`);
        const { container, unmount } = render(
          <ChakraProvider value={islandSiteSystem}>
            <ResultView blocks={def.result} result={outcome.result} />
          </ChakraProvider>,
        );
        // Tables and custom blocks are lazy: wait until no block is still loading.
        await waitFor(() => expect(container.querySelector('.chakra-spinner')).toBeNull(), {
          timeout: 20_000,
          container,
        });
        // biome-ignore lint/suspicious/noExplicitAny: any definition's messages.
        const explain = def.explain?.(outcome.input, outcome.result, def.messages as any) ?? [];
        pages.push(`## ${example.title}\n${textOf(container)}\n-- calculation --\n${explain.join('\n')}`);
        unmount();
      }
      await expect(`${pages.join('\n\n')}\n`).toMatchFileSnapshot(`./page-text/${def.id}.txt`);
    });
  }
});
