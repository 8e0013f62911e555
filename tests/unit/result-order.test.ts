import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadedDefinition, loadDefinitions } from '../../scripts/lib/definitions';

// A note that opens with "These <things>" speaks of what stands just above it. A visitor reads it as a caption of
// the block before it: the TDEE page once had "These targets are not for pregnancy…" under its activity table,
// with the calorie targets it meant below.

type Block = Record<string, unknown>;

/** Every title and label a block shows, lower-cased (a group's blocks included). */
function wordsOf(block: Block): string {
  const own = [block.title, block.label].filter((text) => typeof text === 'string');
  const items = Array.isArray(block.items) ? (block.items as Block[]).map((item) => item.label) : [];
  const inner = Array.isArray(block.blocks) ? (block.blocks as Block[]).map(wordsOf) : [];
  return [...own, ...items, ...inner].join(' ').toLowerCase();
}

/** "These targets are…" → "target" (the plural's stem, so "Your daily calorie target" counts). */
function referent(text: unknown): string | undefined {
  const match =
    typeof text === 'string'
      ? /^These ([a-z]+?)s? (?:are|is|do|don['’]t|assume|can|may|will|should|only)\b/i.exec(text)
      : null;
  return match?.[1]?.toLowerCase();
}

/** Each "These …" note whose two blocks above name nothing it refers to, as "id: note". */
function strayNotes(id: string, blocks: Block[]): string[] {
  return blocks.flatMap((block, index) => {
    const nested = Array.isArray(block.blocks) ? strayNotes(id, block.blocks as Block[]) : [];
    const word = block.block === 'note' ? referent(block.text) : undefined;
    if (!word) return nested;
    const above = blocks
      .slice(Math.max(0, index - 2), index)
      .map(wordsOf)
      .join(' ');
    return above.includes(word) ? nested : [...nested, `${id}: "${String(block.text).slice(0, 40)}…"`];
  });
}

describe('result blocks in reading order', () => {
  let definitions: LoadedDefinition[];
  beforeAll(async () => {
    definitions = await loadDefinitions();
  });

  it('finds the referent of a "These …" note', () => {
    expect(referent('These targets are not for pregnancy.')).toBe('target');
    expect(referent('These are estimates.')).toBeUndefined();
    expect(referent('Nothing here.')).toBeUndefined();
    expect(
      strayNotes('x', [
        { block: 'table', title: 'TDEE by activity level' },
        { block: 'note', text: 'These targets are estimates.' },
      ]),
    ).toEqual(['x: "These targets are estimates.…"']);
  });

  it('puts every "These …" note right under the block it speaks of', () => {
    const stray = definitions.flatMap(({ definition }) =>
      strayNotes(definition.id, definition.result as unknown as Block[]),
    );
    expect(stray).toEqual([]);
  });
});
