import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Category } from '../../src/engine/categories';
import { resolveFacts } from '../../src/engine/fact-registry';
import { describeIssues } from '../../src/engine/schema';
import { categoryFileSchema } from '../../src/engine/schema/category';

/** Folder of the categories: one YAML file per category, its id the file name (content/categories/baby-child.yaml). */
export const CATEGORIES_DIR = path.resolve(import.meta.dirname, '../../content/categories');

/** The category ids: the names of the files (read without parsing them, for the definition and content checks). */
export function categoryIds(dir = CATEGORIES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !name.endsWith('.es.yaml'))
    .map((name) => name.replace(/\.yaml$/, ''))
    .sort();
}

export { categoryFileSchema };

/**
 * Every category from its file, in `order`, its panels' `{{fact:NAME}}` resolved; throws with one line per problem
 * naming the file and the key (an unknown key with the allowed ones, a taken order).
 */
export function loadCategories(dir = CATEGORIES_DIR): Category[] {
  const errors: string[] = [];
  const categories: (Category & { order: number; file: string })[] = [];
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.yaml') && !entry.endsWith('.es.yaml'))
    .sort()) {
    const file = path.relative(process.cwd(), path.join(dir, name));
    const id = name.replace(/\.yaml$/, '');
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      errors.push(
        `${file}: the file name is the category's id and its hub's address: write it in kebab-case`,
      );
      continue;
    }
    let data: unknown;
    try {
      data = parse(readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      errors.push(`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const parsed = categoryFileSchema.safeParse(data);
    if (!parsed.success) {
      errors.push(...describeIssues(file, parsed.error, data, categoryFileSchema).split('\n'));
      continue;
    }
    const { blurb, order, panels, ...rest } = parsed.data;
    try {
      const resolved = panels.map((panel) => ({ title: panel.title, text: resolveFacts(file, panel.text) }));
      categories.push({ id, ...rest, description: blurb, panels: resolved, order, file });
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  const sorted = categories.sort((a, b) => a.order - b.order);
  sorted.forEach((category, index) => {
    const before = sorted[index - 1];
    if (before && before.order === category.order)
      errors.push(
        `${category.file}: order: ${category.order} is also the order of ${before.file}; give each its own`,
      );
  });
  if (errors.length > 0) throw new Error(`Invalid categories:\n${errors.join('\n')}`);
  return sorted.map(({ order: _order, file: _file, ...category }) => category);
}

/**
 * A category's blurb names each of its calculators (by name without "Calculator", "for Women" or a bracket, or a
 * keyword), so that it does not fall behind as the category grows: one note per calculator it leaves out. A note,
 * not an error: the calculator's folder is right; the editor of the category file updates the blurb.
 */
export function blurbNotes(
  categories: readonly Pick<Category, 'id' | 'description'>[],
  calculators: readonly { id: string; name: string; category: string; keywords: readonly string[] }[],
  dir = CATEGORIES_DIR,
): string[] {
  const plain = (value: string) => value.toLowerCase().replace(/[-‐–]/g, ' ');
  return categories.flatMap((category) => {
    const blurb = plain(category.description);
    return calculators
      .filter((calculator) => calculator.category === category.id)
      .filter((calculator) => {
        const name = calculator.name.replace(/\(.*?\)|calculator|for women/gi, '').trim();
        return ![name, ...calculator.keywords].some((term) => blurb.includes(plain(term)));
      })
      .map(
        (calculator) =>
          `note: ${path.relative(process.cwd(), path.join(dir, `${category.id}.yaml`))}: blurb: does not name ${calculator.id} ("${calculator.name}"); add it to the blurb`,
      );
  });
}
