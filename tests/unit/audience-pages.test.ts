import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadedDefinition, loadDefinitions } from '../../scripts/lib/definitions';
import { definitionIn } from '../../src/engine/define';

// The line that says whom a calculator is for (`audience.note`) is on its built page, its Spanish twin (in Spanish)
// and its embed, as static text near the top of the form. Runs after the build (vitest.config.ts, project `built`).
const dist = path.resolve(import.meta.dirname, '../../dist');
const built = existsSync(path.join(dist, 'sitemap.xml'));
const read = (route: string) => readFileSync(path.join(dist, route, 'index.html'), 'utf8');

/** The text of the note as the page holds it, tags removed and entities read. */
function noteOf(html: string): string | undefined {
  const match = /data-audience-note="">([\s\S]*?)<\/div>/.exec(html);
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

describe.skipIf(!built)('the audience note on every calculator page as built', () => {
  let definitions: LoadedDefinition[] = [];
  beforeAll(async () => {
    definitions = await loadDefinitions();
  });

  it('is on the English page, the Spanish twin (translated) and the embed of each calculator that has one', async () => {
    const withNote = definitions.filter(({ definition }) => definition.audience);
    expect(withNote.length).toBeGreaterThan(0);
    for (const { dir, definition } of withNote) {
      const note = definition.audience?.note;
      const spanish = (await import(path.join(dir, 'messages.es.ts'))) as { slug: string };
      const esMessages = (await import(path.join(dir, 'messages.es.gen.ts'))).default;
      const es = definitionIn(definition, esMessages).audience?.note;
      expect(es, `${definition.id}: the Spanish note`).toBeTruthy();
      expect(es, `${definition.id}: the Spanish note is Spanish`).not.toBe(note);
      expect(noteOf(read(`/calculators/${definition.id}`)), definition.id).toBe(note);
      expect(noteOf(read(`/embed/${definition.id}`)), `embed ${definition.id}`).toBe(note);
      expect(noteOf(read(`/es/calculadoras/${spanish.slug}`)), `es ${definition.id}`).toBe(es);
      expect(noteOf(read(`/es/embed/${definition.id}`)), `es embed ${definition.id}`).toBe(es);
    }
  });
});
