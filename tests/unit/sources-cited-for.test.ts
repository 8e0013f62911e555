import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitionIn } from '@/engine/define';
import type { CalculatorDefinition } from '@/engine/types';

const ids = readdirSync(path.resolve(import.meta.dirname, '../../definitions'));

/**
 * A title's closing parenthesis that says what the page cites it for ("(typical-use pregnancy rates in the first
 * year)"): words and no year. A year, edition or a citation in brackets ("(2020)", "(HB 102, 2025)") is the title's.
 */
const CITED_FOR_IN_TITLE = /\((?![^()]*\b(1[89]|20)\d\d\b)[^()]*\b[a-z]{4,}\b[^()]*\)$/;

describe.each(ids)('definitions/%s/page.ts sources', (id) => {
  it('keep the title as published and say what each is cited for in a message, so a Spanish page says it in Spanish', async () => {
    const definition = (await import(`../../definitions/${id}/page.ts`)).default as CalculatorDefinition;
    const es = definitionIn(definition, (await import(`../../definitions/${id}/messages.es.gen.ts`)).default);
    expect(
      definition.sources.filter((source) => CITED_FOR_IN_TITLE.test(source.title)).map((s) => s.title),
    ).toEqual([]);
    definition.sources.forEach((source, index) => {
      const spanish = es.sources[index];
      expect(spanish?.title).toBe(source.title);
      if (source.citedFor) expect(spanish?.citedFor).not.toBe(source.citedFor);
    });
  });
});
