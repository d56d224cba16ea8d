/**
 * The names an agent most likely meant when it asked for one the site does not have: a wrong
 * answer from the MCP server names these, so the agent's next call can be right. Agents get names
 * wrong in three ways, each caught here: a slip (`DataGird`), a part of the name (`ColDef`,
 * `Pie`) and another casing or separator (`data-grid`, `date_picker`).
 */
import { editDistance } from '../../shared/search/map/searchTerms';

/** Lower case without separators: `Data-Grid`, `data_grid` and `DataGrid` are one name. */
const squash = (text: string) => text.toLowerCase().replace(/[\s_\-./]+/g, '');

/** How many edits a name of this length may be off by and still be suggested. */
const slipsFor = (length: number) => (length <= 3 ? 1 : length <= 7 ? 2 : 3);

/** How close `candidate` is to `wanted` (both squashed), lower is closer; null when it is not close at all. */
function closeness(wanted: string, candidate: string): number | null {
  if (candidate === wanted) return 0;
  const extra = Math.abs(candidate.length - wanted.length) / 100;
  // A beginning being typed (`DataGridP`) before a name the query runs past (`DataGridProps`).
  if (candidate.startsWith(wanted)) return 1 + extra;
  if (wanted.startsWith(candidate)) return 1.5 + extra;
  if (candidate.includes(wanted) || (candidate.length >= 4 && wanted.includes(candidate))) return 2 + extra;
  const slips = slipsFor(wanted.length);
  const edits = editDistance(wanted, candidate, slips);
  return edits <= slips ? 2.5 + edits : null;
}

/**
 * Up to `limit` of `candidates` closest to `wanted`, closest first: the same name in another
 * casing, then names it is the beginning of, then names it runs past, then names that hold it,
 * then slips of a few letters; the shorter name first among equals. Nothing when none is close.
 */
export function closestMatches(wanted: string, candidates: Iterable<string>, limit = 5): string[] {
  const target = squash(wanted);
  if (!target) return [];
  const scored: { name: string; score: number }[] = [];
  const seen = new Set<string>();
  for (const name of candidates) {
    if (seen.has(name)) continue;
    seen.add(name);
    const score = closeness(target, squash(name));
    if (score !== null) scored.push({ name, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((entry) => entry.name);
}

/** An answer the site cannot give for what was asked: an unknown name or page, with the closest ones it has. */
export class DocsLookupError extends Error {
  readonly suggestions: readonly string[];

  constructor(what: string, suggestions: readonly string[], hint = '') {
    const closest = suggestions.length ? ` Closest: ${suggestions.join(', ')}.` : '';
    super(`${what}.${closest}${hint ? ` ${hint}` : ''}`);
    this.name = 'DocsLookupError';
    this.suggestions = suggestions;
  }
}
