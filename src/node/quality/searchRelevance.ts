import { groupRanked } from '../../shared/search/map/groupRanked';
import type { PreparedSearchMap } from '../../shared/search/map/prepareSearchMap';
import { rankSearchMap, type RankedPage } from '../../shared/search/map/rankSearchMap';

/** A question of data/search/relevanceSet.json: what a reader types, and the page (and section) that answers it. */
export interface RelevanceQuestion {
  query: string;
  /** The page, with `#anchor` when the answer is one API entry. */
  route: string;
  /** The section of the page that answers it, where that matters. */
  section?: string;
  kind: string;
  product: string;
}

export interface RelevanceFigures {
  questions: number;
  /** Questions whose page (and section) is the first result. */
  first: number;
  /** … among the first three. */
  topThree: number;
  /** Per kind of question: [first, top three, questions]. */
  byKind: Record<string, [number, number, number]>;
  misses: { question: RelevanceQuestion; position: number | null; shown: string[] }[];
}

/** What the gate requires: the share of questions answered first, and among the first three. */
export const RELEVANCE_TARGETS = { first: 0.7, topThree: 0.9 };

export function parseRelevanceSet(value: unknown): RelevanceQuestion[] {
  if (!Array.isArray(value)) throw new Error('the relevance set must be a list of questions');
  return value.map((item: Partial<RelevanceQuestion>, index) => {
    if (!item || typeof item.query !== 'string' || !item.query.trim() || typeof item.route !== 'string' || !item.route.startsWith('/x/')) {
      throw new Error(`relevance question ${index} needs a query and a route under /x/`);
    }
    if (item.section !== undefined && typeof item.section !== 'string') throw new Error(`relevance question ${index} (${item.query}): section must be an anchor`);
    return { query: item.query, route: item.route, section: item.section, kind: String(item.kind ?? 'other'), product: String(item.product ?? '') };
  });
}

/** Where a question's answer is in the list as shown (1-based), or null when it is not there. */
export function answerPosition(question: RelevanceQuestion, pages: readonly RankedPage[]): number | null {
  const [route, hash] = question.route.split('#');
  const section = question.section ?? hash;
  const shown = groupRanked(pages).flatMap((group) => group.pages);
  const index = shown.findIndex((page) => page.url === route && (!section || page.sections.some((item) => item.anchor === section)));
  return index < 0 ? null : index + 1;
}

export function evaluateRelevance(map: PreparedSearchMap, questions: readonly RelevanceQuestion[]): RelevanceFigures {
  const figures: RelevanceFigures = { questions: questions.length, first: 0, topThree: 0, byKind: {}, misses: [] };
  for (const question of questions) {
    const pages = rankSearchMap(map, question.query);
    const position = answerPosition(question, pages);
    const kind = (figures.byKind[question.kind] ??= [0, 0, 0]);
    kind[2] += 1;
    if (position === 1) {
      figures.first += 1;
      kind[0] += 1;
    }
    if (position !== null && position <= 3) {
      figures.topThree += 1;
      kind[1] += 1;
    }
    if (position !== 1) {
      const shown = groupRanked(pages).flatMap((group) => group.pages).slice(0, 3);
      figures.misses.push({ question, position, shown: shown.map((page) => `${page.url}${page.sections[0] ? `#${page.sections[0].anchor}` : ''}`) });
    }
  }
  return figures;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** The figures as the gate and the bench print them. */
export function formatRelevance(figures: RelevanceFigures, { misses = true } = {}): string {
  const lines = [
    `search relevance: ${figures.questions} questions, ${percent(figures.first, figures.questions)} answered first (${figures.first}), ${percent(figures.topThree, figures.questions)} among the first three (${figures.topThree})`,
    ...Object.entries(figures.byKind).map(([kind, [first, three, total]]) => `  ${kind.padEnd(12)} ${String(total).padStart(3)} questions: ${percent(first, total)} first, ${percent(three, total)} in three`),
  ];
  if (misses) {
    for (const miss of figures.misses) {
      lines.push(`  ${miss.position === null ? 'not shown' : `#${miss.position}`.padEnd(9)} “${miss.question.query}” → ${miss.question.route}${miss.question.section ? `#${miss.question.section}` : ''}; shown: ${miss.shown.join(', ') || 'nothing'}`);
    }
  }
  return lines.join('\n');
}
