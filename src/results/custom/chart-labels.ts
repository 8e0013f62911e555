/** Chart text is drawn at its true size (the SVG is as wide as its box, never scaled): at least 12 px. */
export const TICK_FONT = 12;
/** Axis titles. */
export const TITLE_FONT = 13;

/** One line's label at the right end of a chart: its text and where the line ends (px from the plot's top). */
export interface EndLabel {
  key: string;
  text: string;
  y: number;
}

/**
 * Spreads end labels apart so no two overlap (at least `gap` px between centres), keeping each as near its line's
 * end as it can and all within [0, height]: percentile curves bunch together at birth and on a narrow phone.
 */
export function spreadLabels(labels: readonly EndLabel[], gap: number, height: number): EndLabel[] {
  const placed = [...labels].sort((a, b) => a.y - b.y).map((label) => ({ ...label }));
  for (let i = 1; i < placed.length; i += 1) {
    const above = placed[i - 1] as EndLabel;
    const label = placed[i] as EndLabel;
    if (label.y - above.y < gap) label.y = above.y + gap;
  }
  // Pushed past the bottom: shift the stack up, then keep the gaps from the top down.
  const last = placed[placed.length - 1];
  if (last && last.y > height) {
    last.y = height;
    for (let i = placed.length - 2; i >= 0; i -= 1) {
      const below = placed[i + 1] as EndLabel;
      const label = placed[i] as EndLabel;
      if (below.y - label.y < gap) label.y = below.y - gap;
    }
  }
  return placed;
}
