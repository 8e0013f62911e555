import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/lib/content';

// Issue #30: a Spanish twin (`content/<kind>/<name>.es.md`, with its own `slug:`) sits beside its English file; the
// English loader must not read it as a second English entry (it would fail the English schema, or publish twice).
describe('the English content loader and the Spanish twins', () => {
  it('loads the English pregnancy-planning guide once and no .es entry', () => {
    const { posts, guides, pages } = loadContent();
    const slugs = [...posts, ...guides, ...pages].map((entry) => entry.slug);
    expect(slugs.filter((slug) => slug.endsWith('.es'))).toEqual([]);
    expect(guides.filter((guide) => guide.slug === 'pregnancy-planning')).toHaveLength(1);
  });
});
