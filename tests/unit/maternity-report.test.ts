import { describe, expect, it } from 'vitest';
import maternity from '../../definitions/maternity-leave-pay/page';
import { STATES } from '../../definitions/maternity-leave-pay/state-programs';
import { EXAMPLE_TODAY, workedExamples } from '../../scripts/lib/result-checks';
import { formatValue, getPath, runCalculator } from '../../src/engine';
import { buildReportText, type ReportSpec } from '../../src/results/report-text';

interface AnyBlock {
  block: string;
  component?: string;
  title?: string;
  summary?: string;
  when?: string;
  report?: boolean;
  blocks?: AnyBlock[];
  items?: unknown;
  rows?: string;
  columns?: { label: string }[];
  props?: unknown;
}

/** The stats, table and list blocks the page shows, each with the heading it has on the page. */
function shown(
  blocks: readonly AnyBlock[],
  heading?: string,
  when?: string,
): (AnyBlock & { heading: string })[] {
  return blocks.flatMap((block) => {
    if (block.report === false) return [];
    if (block.block === 'group')
      return shown(block.blocks ?? [], block.summary ?? heading, block.when ?? when);
    if (!['stats', 'table', 'list'].includes(block.block)) return [];
    return [{ ...block, when: block.when ?? when, heading: block.title ?? heading ?? '' }];
  });
}

const blocks = maternity.result as readonly AnyBlock[];
const spec = blocks.find((block) => block.component === 'report-actions')?.props as ReportSpec;
const reported = shown(blocks);

// The report is built from the result blocks: every block the page shows is in the printed and downloaded text,
// under the page's heading, with the page's labels (a block dropped from the report fails here).
describe('maternity report', () => {
  it('has a section for every stats, table and list block of the result', () => {
    expect(reported.length).toBeGreaterThan(10);
    for (const example of workedExamples(maternity)) {
      const outcome = runCalculator(maternity, example.input, { today: example.today ?? EXAMPLE_TODAY });
      if (!outcome.ok) throw new Error(example.title);
      const result = outcome.result;
      const text = buildReportText(spec, result);
      for (const block of reported) {
        if (block.when && !getPath(result, block.when)) continue;
        const where = `${example.title}: ${block.heading}`;
        if (block.block === 'stats') {
          expect(text, where).toContain(`\n${block.heading}\n${'-'.repeat(block.heading.length)}\n`);
          for (const item of block.items as { label: string; value: string; format?: never }[]) {
            expect(text, `${where}: ${item.label}`).toContain(
              `\n${item.label}: ${formatValue(getPath(result, item.value), item.format)}`,
            );
          }
        }
        const list = block.block === 'list' ? getPath(result, block.items as string) : undefined;
        if (Array.isArray(list) && list.length > 0) {
          expect(text, where).toContain(`\n${block.heading}\n`);
          for (const entry of list) expect(text, where).toContain(`\n- ${String(entry)}\n`);
        }
        const rows = block.block === 'table' ? getPath(result, block.rows as string) : undefined;
        if (Array.isArray(rows) && rows.length > 0) {
          expect(text, where).toContain(`\n${block.heading}\n`);
          const header = (block.columns ?? []).map((column) => column.label);
          expect(text, where).toMatch(
            new RegExp(header.map((label) => label.replace(/[()$]/g, '\\$&')).join(' +')),
          );
        }
      }
    }
  });

  it('names the state as the form does, one spelling for "Other State"', () => {
    const select = maternity.fields.employmentState;
    if (select?.type !== 'select') throw new Error('employmentState is a select');
    for (const state of STATES) {
      const outcome = runCalculator(
        maternity,
        { annualSalary: 52000, leaveWeeks: 12, employmentState: state.id, hasEmployerBenefits: 'no' },
        { today: '2026-11-25' },
      );
      if (!outcome.ok) throw new Error(state.id);
      const label = select.options.find((option) => option.value === state.id)?.label;
      expect(outcome.result.stateName, state.id).toBe(label);
      expect(getPath(outcome.result, 'programDetails.name'), state.id).toBe(label);
    }
  });
});
