/**
 * Which snapshots a page can afford: every page's HTML has a gzip budget (HTML_LIMIT in
 * src/node/quality/budgets.ts, a gate of the test run), and a page of many grid demos would pass
 * it with all its snapshots. They are taken in page order, the first screen first; one that would
 * take the page over the budget is left out, and the grid keeps its stand-in until it is live.
 */
import { gzipSync } from 'node:zlib';
import { HTML_LIMIT } from '../quality/budgets';
import { spliceSnapshots, type PagePlan, type PlacedSnapshot } from './insertSnapshots';

export interface BudgetChoice {
  html: string;
  kept: PlacedSnapshot[];
  /** Left out to keep the page within its budget. */
  dropped: PlacedSnapshot[];
}

/** Same measure as the budget gate (measureHtml). */
export function gzipSize(html: string): number {
  return gzipSync(Buffer.from(html), { level: 9 }).length;
}

export function fitToBudget(html: string, plan: PagePlan, limit: number = HTML_LIMIT, measure: (html: string) => number = gzipSize): BudgetChoice {
  const all = spliceSnapshots(html, plan.placed, plan.headEnd);
  if (measure(all) <= limit) return { html: all, kept: [...plan.placed], dropped: [] };
  const kept: PlacedSnapshot[] = [];
  const dropped: PlacedSnapshot[] = [];
  let result = html;
  for (const candidate of plan.placed) {
    const tried = spliceSnapshots(html, [...kept, candidate], plan.headEnd);
    if (measure(tried) <= limit) {
      kept.push(candidate);
      result = tried;
    } else {
      dropped.push(candidate);
    }
  }
  return { html: result, kept, dropped };
}
