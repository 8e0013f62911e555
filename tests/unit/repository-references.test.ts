/**
 * Stays a test, not a Biome rule: the citations it forbids are mostly in Markdown (docs/, README.md, about.md),
 * which Biome does not lint, and in JSON and text files its GritQL plugins cannot read; one `git grep` covers them all.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const self = path.relative(root, import.meta.filename);

describe('what the code relies on is in the repository', () => {
  it('no file cites the design brief outside the repository (its bars are in docs/quality-bars.md)', () => {
    const name = ['DESIGN', 'md'].join('.');
    const grep = spawnSync('git', ['grep', '-l', '-I', '--untracked', '-F', name, '--', '.', `:!${self}`], {
      cwd: root,
      encoding: 'utf8',
    });
    // git grep exits 1 when nothing matches, 0 with the files that do.
    expect(grep.status, grep.stderr).toBe(1);
    expect(grep.stdout.split('\n').filter(Boolean)).toEqual([]);
  });
});
