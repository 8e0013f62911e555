import { describe, expect, it } from 'vitest';
import { calculators } from '@/site/data/catalogue';
import { searchCalculators } from '@/site/data/search';

const ids = (query: string, category = '') =>
  searchCalculators(calculators, query, category).map((item) => item.id);

describe('directory search: synonyms and typos (issue 24)', () => {
  it('"bp" finds the blood pressure calculator', () => {
    expect(ids('bp')).toContain('blood-pressure');
  });

  it('"pregnant" finds as much as "pregnancy" does', () => {
    const pregnancy = ids('pregnancy');
    expect(pregnancy.length).toBeGreaterThanOrEqual(8);
    expect(ids('pregnant')).toEqual(expect.arrayContaining(pregnancy));
  });

  it.each([
    ['ovulaton', 'ovulation'],
    ['pregnacy', 'due-date'],
    ['calender', 'period-tracker'],
    ['calender', 'safe-days'],
    ['contraception', 'safe-days'],
    ['birth control', 'safe-days'],
  ])('"%s" finds %s', (query, id) => {
    expect(ids(query)).toContain(id);
  });

  it('"contraception" finds Safe Days first and not Conception (a different word, three edits away)', () => {
    expect(ids('contraception')).toEqual(['safe-days']);
  });

  it('"pregnacy" finds what "pregnancy" finds', () => {
    expect(ids('pregnacy')).toEqual(expect.arrayContaining(ids('pregnancy')));
  });

  it('"baby" finds more than maternity pay: the due date among them', () => {
    const found = ids('baby');
    expect(found).toContain('maternity-leave-pay');
    expect(found).toContain('due-date');
    expect(found.length).toBeGreaterThanOrEqual(4);
  });

  it('stays precise: short words are not fuzzy, every word must match, the category filters', () => {
    expect(ids('bmi')).not.toContain('bmr');
    expect(ids('wedding budget')).toEqual(['wedding-budget']);
    expect(ids('xyzzy')).toEqual([]);
    expect(ids('', 'finance')).toHaveLength(calculators.filter((item) => item.category === 'finance').length);
    expect(ids('baby', 'finance')).toEqual(expect.arrayContaining(['maternity-leave-pay']));
    expect(
      ids('baby', 'finance').every(
        (id) => calculators.find((item) => item.id === id)?.category === 'finance',
      ),
    ).toBe(true);
  });

  it('puts the best match first', () => {
    expect(ids('ovulation')[0]).toBe('ovulation');
    expect(ids('blood pressure')[0]).toBe('blood-pressure');
  });
});

describe('directory search in Spanish (issue #30)', () => {
  const items = [
    {
      id: 'ovulation',
      name: 'Calculadora de ovulación',
      description: 'Estima tu día de ovulación y tus días fértiles.',
      category: 'period-cycle',
      href: '/es/calculadoras/calculadora-de-ovulacion',
      icon: 'egg',
      color: 'purple',
      keywords: ['días fértiles', 'fertilidad'],
      featured: false,
    },
  ] as Parameters<typeof searchCalculators>[0];
  it.each(['ovulacion', 'ovulación', 'dias fertiles', 'OVULACIÓN'])(
    '"%s" finds the ovulation calculator',
    (query) => {
      expect(searchCalculators(items, query).map((item) => item.id)).toEqual(['ovulation']);
    },
  );
});

describe('blog search in Spanish (issue #30)', () => {
  it('folds accents: "ovulacion" finds an article about la ovulación', async () => {
    const { filterPosts } = await import('@/site/components/blog-search');
    const post = {
      title: 'Cómo seguir la ovulación',
      excerpt: 'Señales del cuerpo.',
      category: 'period-cycle',
    };
    const found = filterPosts(
      [post] as never,
      [{ id: 'period-cycle', name: 'Periodo y ciclo' }] as never,
      'ovulacion',
      '',
    );
    expect(found).toHaveLength(1);
    expect(filterPosts([post] as never, [], 'senales cuerpo', '')).toHaveLength(1);
  });
});
