/**
 * No sentence in a formula's source (issue #25's bar: "grep finds no sentence literal in any
 * definitions/*\/formula.ts"). values-not-words.test.ts walks what formulas return for the worked examples; this
 * reads every formula.ts and finds the words a run never returns: option labels, and the messages of parsers and
 * checks that live next to the formula. Labels go where the form is declared (calculator.ts or messages.ts),
 * messages to the definition's messages.ts with parameters.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../scripts/lib/definitions';
import type { CalculatorDefinition } from '../../src/engine';

const root = path.resolve(import.meta.dirname, '../..');

/** Letters around a space ("Maintain my", "must be"), or a capitalised word ("Weekly", "Cool"). */
const SENTENCE = /\p{L}\s+\p{L}|^\s*\p{Lu}\p{Ll}/u;

/** Values the definition declares: select option values and custom fields' schema keys, which the contract carries. */
function declaredValues(def: CalculatorDefinition): Set<string> {
  const declared = new Set<string>();
  for (const field of Object.values(def.fields)) {
    if (field.type === 'select') for (const option of field.options) declared.add(String(option.value));
    if (field.type === 'custom') {
      const properties = (field.schema as { properties?: Record<string, unknown> }).properties ?? {};
      for (const key of Object.keys(properties)) declared.add(key);
    }
  }
  return declared;
}

/** Each string and template-literal text in `file` that reads as words, as `line: "text"` (imports left out). */
function sentenceLiterals(file: string, source: string, declared: Set<string> = new Set()): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (node: ts.Node, text: string) => {
    if (!SENTENCE.test(text) || declared.has(text)) return;
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push(`${line + 1}: ${JSON.stringify(text)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      check(node.head, node.head.text);
      for (const span of node.templateSpans) check(span.literal, span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const definitions = new Map((await loadDefinitions()).map(({ definition }) => [definition.id, definition]));
const ids = readdirSync(path.join(root, 'definitions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((id) => ts.sys.fileExists(path.join(root, 'definitions', id, 'formula.ts')))
  .sort();

describe('no sentence literal in a formula.ts', () => {
  it('reads every definition folder', () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual([...definitions.keys()].sort());
  });

  it.each(ids)('definitions/%s/formula.ts', (id) => {
    const file = path.join(root, 'definitions', id, 'formula.ts');
    const def = definitions.get(id);
    const declared = def ? declaredValues(def) : new Set<string>();
    expect(
      sentenceLiterals(file, ts.sys.readFile(file) ?? '', declared).join('\n'),
      `definitions/${id}/formula.ts holds words: labels go to calculator.ts or messages.ts, messages to messages.ts (docs/authoring.md, "Words")`,
    ).toBe('');
  });

  it('finds a label, a message and a template sentence, and passes ids, dates, comments and imports', () => {
    const source = [
      "import { round } from '@/engine';",
      '// A comment: Maintain my weight.',
      "const a = { value: 'lose-2', label: 'Maintain my weight' };",
      "const b = 'Weekly';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const c = `${label} must be more than $0.`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "const d = ['normal', 'stage1', '2026-11-07', 'under-20', 'YYYY-MM-DD', `${x}-${y}`];",
      "const e = 'new jersey';",
    ].join('\n');
    expect(sentenceLiterals('x.ts', source, new Set(['new jersey']))).toEqual([
      '3: "Maintain my weight"',
      '4: "Weekly"',
      '5: " must be more than $0."',
    ]);
  });
});
