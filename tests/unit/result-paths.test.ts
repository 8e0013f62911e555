import { describe, expect, it } from 'vitest';
import { CUSTOM_BLOCK_PATHS, CUSTOM_FIELD_WIDGETS, type ResultBlock, resultPathUses } from '../../src/engine';
import { customFields } from '../../src/form/theme';
import { customBlocks } from '../../src/results/registry';

describe('the result paths of blocks (src/engine/result-paths.ts)', () => {
  it('knows the paths of every registered custom block component, and of no other', () => {
    expect(Object.keys(CUSTOM_BLOCK_PATHS).sort()).toEqual(Object.keys(customBlocks).sort());
  });

  it('lists the custom form fields the form registry has', () => {
    expect([...CUSTOM_FIELD_WIDGETS].sort()).toEqual(Object.keys(customFields).sort());
  });

  it('reads nested blocks and report sections under the `when`s around them', () => {
    const blocks: ResultBlock[] = [
      {
        block: 'stats',
        when: 'shown',
        items: [{ label: 'A', value: 'a', unitFrom: 'unit', details: [{ value: 'a.kcal' }] }],
      },
      {
        block: 'group',
        when: 'eligible',
        mutedWhen: 'unsure',
        note: 'May not apply.',
        blocks: [{ block: 'list', title: 'L', items: 'xs' }],
      },
      {
        block: 'custom',
        component: 'report-actions',
        props: {
          title: 'Report',
          fileName: 'report.txt',
          sections: [{ title: 'S', when: 'hasPay', items: [{ label: 'Pay', value: 'pay.total' }] }],
          shareTitle: 'Summary',
          summary: [{ label: 'Weeks', value: 'weeks' }],
          footer: 'An estimate.',
        },
      },
      { block: 'note', text: 'No paths.' },
    ];
    expect(
      resultPathUses(blocks).map(({ key, path, role, conditions }) => [key, path, role, conditions]),
    ).toEqual([
      ['result.0.when', 'shown', 'flag', []],
      ['result.0.items.0.value', 'a', 'value', ['shown']],
      ['result.0.items.0.unitFrom', 'unit', 'value', ['shown']],
      ['result.0.items.0.details.0.value', 'a.kcal', 'value', ['shown']],
      ['result.1.when', 'eligible', 'flag', []],
      ['result.1.mutedWhen', 'unsure', 'flag', ['eligible']],
      ['result.1.blocks.0.items', 'xs', 'strings', ['eligible']],
      ['result.2.props.sections.0.when', 'hasPay', 'flag', []],
      ['result.2.props.sections.0.items.0.value', 'pay.total', 'value', ['hasPay']],
      ['result.2.props.summary.0.value', 'weeks', 'value', []],
    ]);
  });
});
