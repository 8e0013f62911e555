/** Edit distance (insert, delete, replace, swap of two neighbours) between two strings, case-insensitive. */
function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(s.length, t.length);
}

/**
 * The valid name nearest to a misspelt one, for a "did you mean" hint: undefined when none is close (more than a
 * third of the word would have to change), so that an unrelated name is never suggested.
 */
export function nearest(word: string, names: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of names) {
    const distance = editDistance(word, name);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(Math.max(word.length, best.length) / 3))
    ? best
    : undefined;
}

/** " (did you mean 'x'?)" when a name near `word` exists, else "". */
export const didYouMean = (word: string, names: Iterable<string>): string => {
  const near = nearest(word, names);
  return near === undefined ? '' : ` (did you mean '${near}'?)`;
};
