/**
 * What a chart drawn by the build may add to a page's HTML, in characters. A drawing is a few
 * kilobytes for most charts, but one with a mark on each of hundreds of points passes 250 kB, and
 * every page's HTML has a budget (src/node/quality/budgets.ts): such a chart keeps its stand-in
 * until it is live, and so do the charts of a page once its drawings have used the page's share.
 */
export const DRAWING_LIMITS = { perChart: 40_000, perPage: 96_000 } as const;

/** The charts to draw, in page order: each within the limit for one chart, all within the page's. */
export function chooseServerDrawings(drawings: readonly { id: string; bytes: number }[], limits: { perChart: number; perPage: number } = DRAWING_LIMITS): Set<string> {
  const chosen = new Set<string>();
  let total = 0;
  for (const { id, bytes } of drawings) {
    if (bytes > limits.perChart || total + bytes > limits.perPage) continue;
    chosen.add(id);
    total += bytes;
  }
  return chosen;
}
