import type { ReportSection, ResultBlock, ResultPath } from './types';

/**
 * The sections of a report (the `report-actions` block's props) built from result blocks, so what the page
 * shows is written once: every `stats`, `table` and `list` block becomes a section (its title, or else the
 * `summary` of the group it is in), groups are walked in order, and a block with `report: false` is left out.
 * A block's `when` (or its group's) becomes the section's. Other kinds (headline card, range, progress, note,
 * custom components) are not reported.
 */
export function reportSections<R = Record<string, unknown>>(
  blocks: readonly ResultBlock<R>[],
  inherited: { heading?: string; when?: ResultPath<R> } = {},
): ReportSection<R>[] {
  return blocks.flatMap((block): ReportSection<R>[] => {
    if (block.report === false) return [];
    const when = block.when ?? inherited.when;
    if (block.block === 'group') {
      return reportSections(block.blocks, {
        heading: block.summary ?? block.title ?? inherited.heading,
        when,
      });
    }
    if (block.block !== 'stats' && block.block !== 'table' && block.block !== 'list') return [];
    const title = block.title ?? inherited.heading;
    if (!title) {
      throw new Error(
        `reportSections: a ${block.block} block without a title (and outside a group with a summary) cannot head a report section; give it a title or report: false`,
      );
    }
    const section: ReportSection<R> = { title, ...(when ? { when } : {}) };
    if (block.block === 'stats') return [{ ...section, items: block.items }];
    if (block.block === 'table') return [{ ...section, table: { rows: block.rows, columns: block.columns } }];
    return [{ ...section, list: block.items }];
  });
}
