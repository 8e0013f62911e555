import { describe, expect, it } from 'vitest';
import bmi from '../../definitions/bmi/page';
import dueDate from '../../definitions/due-date/page';
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
      `${FILE}: fields.age.type: unknown field type "numbr": \`type\` is one of 'number', 'quantity', 'select', 'date', 'custom' (did you mean 'number'?)`,
    ]);
  });

  it('names a misspelt key of a field', () => {
    const broken = { ...bmi, fields: { ...bmi.fields, age: { ...bmi.fields.age, lable: 'Age' } } };
    expect(checkDefinition(FILE, 'bmi', broken)).toEqual([
      `${FILE}: fields.age: unknown key 'lable' (did you mean 'label'?); the keys here are label, noun, description, required, placeholder, visibleWhen, type, min, max, step, integer, default, suffix`,
    ]);
  });

  it('names an unknown custom component, also inside a group', () => {
    const file = 'definitions/due-date/calculator.ts';
    const typo = { ...dueDate, result: replaceBlock(dueDate.result, isTimeline, { component: 'timelin' }) };
    const [problem, ...rest] = checkDefinition(file, 'due-date', typo);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^${file}: result\\[[^\\]]+\\]\\.component: unknown component "timelin": \`component\` is one of .*'timeline'.* \\(did you mean 'timeline'\\?\\)$`,
      ),
    );
    const nested = {
      ...bmi,
      result: [{ block: 'group', blocks: [{ block: 'custom', component: 'chrt', props: {} }] }],
    };
    expect(checkDefinition(FILE, 'bmi', nested)[0]).toMatch(
      /: result\[1st block, group\]\.blocks\[1st block, chrt\]\.component: unknown component "chrt"/,
    );
  });

  it("names a custom block's misspelt or missing prop", () => {
    const file = 'definitions/due-date/calculator.ts';
    const typo = {
      ...dueDate,
      result: replaceBlock(dueDate.result, isTimeline, { props: { form: 'milestones' } }),
    };
    const problems = checkDefinition(file, 'due-date', typo);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /: result\[timeline "Milestones"\]\.props: unknown key 'form' \(did you mean 'from'\?\); the keys here are from$/,
      ),
    );
    // The misspelt key is said once, as the typo, not a second time as a missing `from`.
    expect(problems.filter((line) => /props\.from/.test(line))).toEqual([]);
  });

  it('names an unknown block kind, and a muted group without its note', () => {
    expect(checkDefinition(FILE, 'bmi', { ...bmi, result: [{ block: 'stat', value: 'bmi' }] })).toEqual([
      `${FILE}: result[1st block, stat].block: unknown block "stat": \`block\` is one of 'category-card', 'stats', 'range', 'table', 'list', 'progress', 'note', 'group', 'custom' (did you mean 'stats'?)`,
    ]);
    const muted = { block: 'group', mutedWhen: 'bmi', blocks: [{ block: 'note', text: 'x' }] };
    expect(checkDefinition(FILE, 'bmi', { ...bmi, result: [muted] })).toEqual([
      `${FILE}: result[1st block, group].note: a muted group needs a \`note\` that says why`,
    ]);
  });

  it('takes a kebab-case icon name (generate checks it is a real icon) and a colour from its list', () => {
    const problems = checkDefinition(FILE, 'bmi', { ...bmi, icon: 'Scales', color: 'magenta' });
    expect(problems.map((line) => line.split(': ')[1])).toEqual(['icon', 'color']);
  });
});
