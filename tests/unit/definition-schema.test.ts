import { describe, expect, it } from 'vitest';
import bmi from '../../definitions/bmi/calculator';
import dueDate from '../../definitions/due-date/calculator';
import { checkDefinition } from '../../scripts/lib/definitions';

// An editor's typo must fail `npm run generate` with a line that names the file, the key and what is allowed
// (checkDefinition is what generate runs on every definition).
const FILE = 'definitions/bmi/calculator.ts';
const replaceBlock = (blocks: readonly unknown[], find: (block: never) => boolean, by: object) =>
  blocks.map((block) => (find(block as never) ? { ...(block as object), ...by } : block));
const isTimeline = (block: { block: string; component?: string }) =>
  block.block === 'custom' && block.component === 'timeline';

describe('definition schema messages', () => {
  it('names an unknown field type and the allowed ones', () => {
    const broken = { ...bmi, fields: { ...bmi.fields, age: { ...bmi.fields.age, type: 'numbr' } } };
    expect(checkDefinition(FILE, 'bmi', broken)).toEqual([
      `${FILE}: fields.age.type: unknown field type "numbr": \`type\` is one of 'number', 'quantity', 'select', 'date', 'custom'`,
    ]);
  });

  it('names a misspelt key of a field', () => {
    const broken = { ...bmi, fields: { ...bmi.fields, age: { ...bmi.fields.age, lable: 'Age' } } };
    expect(checkDefinition(FILE, 'bmi', broken)).toEqual([`${FILE}: fields.age: Unrecognized key: "lable"`]);
  });

  it('names an unknown custom component, also inside a group', () => {
    const file = 'definitions/due-date/calculator.ts';
    const typo = { ...dueDate, result: replaceBlock(dueDate.result, isTimeline, { component: 'timelin' }) };
    const [problem, ...rest] = checkDefinition(file, 'due-date', typo);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^${file}: result\\.\\d+\\.component: unknown component "timelin": \`component\` is one of .*'timeline'`,
      ),
    );
    const nested = {
      ...bmi,
      result: [{ block: 'group', blocks: [{ block: 'custom', component: 'chrt', props: {} }] }],
    };
    expect(checkDefinition(FILE, 'bmi', nested)[0]).toMatch(
      /: result\.0\.blocks\.0\.component: unknown component "chrt"/,
    );
  });

  it("names a custom block's misspelt or missing prop", () => {
    const file = 'definitions/due-date/calculator.ts';
    const typo = {
      ...dueDate,
      result: replaceBlock(dueDate.result, isTimeline, { props: { form: 'milestones' } }),
    };
    const problems = checkDefinition(file, 'due-date', typo);
    expect(problems.some((line) => /: result\.\d+\.props: Unrecognized key: "form"$/.test(line))).toBe(true);
    expect(problems.some((line) => /: result\.\d+\.props\.from: /.test(line))).toBe(true);
  });

  it('names an unknown block kind, and a muted group without its note', () => {
    expect(checkDefinition(FILE, 'bmi', { ...bmi, result: [{ block: 'stat', value: 'bmi' }] })).toEqual([
      `${FILE}: result.0.block: unknown block "stat": \`block\` is one of 'category-card', 'stats', 'range', 'table', 'list', 'progress', 'note', 'group', 'custom'`,
    ]);
    const muted = { block: 'group', mutedWhen: 'bmi', blocks: [{ block: 'note', text: 'x' }] };
    expect(checkDefinition(FILE, 'bmi', { ...bmi, result: [muted] })).toEqual([
      `${FILE}: result.0.note: a muted group needs a \`note\` that says why`,
    ]);
  });

  it('takes icon and colour only from their lists', () => {
    const problems = checkDefinition(FILE, 'bmi', { ...bmi, icon: 'scales', color: 'magenta' });
    expect(problems.map((line) => line.split(': ')[1])).toEqual(['icon', 'color']);
  });
});
