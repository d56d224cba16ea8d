import { parseSearchMap, SEARCH_MAP_PATH } from '../../shared/search/map/searchMapFormat';
import { groupRanked } from '../../shared/search/map/groupRanked';
import { prepareDetails, prepareSearchMap, type PreparedSearchMap } from '../../shared/search/map/prepareSearchMap';
import { rankSearchMap, type RankedPage } from '../../shared/search/map/rankSearchMap';
import { queryWordsOf, stem } from '../../shared/search/map/searchTerms';
import type { ExcerptPart } from './excerpt';
import type { PageHit, ResultGroup } from './groupResults';
import type { SectionKind } from './resultSections';

export type SearchMapLoader = () => Promise<unknown>;

/** Fetches the map the build wrote (shared/search/map/searchMapFormat.ts). */
export const fetchSearchMap: SearchMapLoader = async () => {
  const response = await fetch(SEARCH_MAP_PATH);
  if (!response.ok) throw new Error(`search map: HTTP ${response.status}`);
  return response.json();
};

let loading: Promise<PreparedSearchMap> | null = null;

/**
 * One map per page load, checked and prepared once; a failed load is tried again on the next call.
 * It resolves as soon as titles can be ranked: prepareInSlices adds the rest.
 */
export function loadSearchMap(loader: SearchMapLoader = fetchSearchMap): Promise<PreparedSearchMap> {
  if (!loading) {
    loading = loader().then((value) => prepareSearchMap(parseSearchMap(value), { deferDetails: true }));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

const detailing = new WeakMap<PreparedSearchMap, Promise<void>>();
/** The longest the preparation holds the page at a time: a key typed meanwhile is echoed within a frame. */
const SLICE_MS = 8;

/**
 * Prepares the descriptions, headings and entries of a map loaded by loadSearchMap, a slice at a
 * time between the reader's keys (on a phone, a quarter of a second of work in one piece would
 * hold the first results and the keys typed meanwhile); resolves once the map is complete.
 */
export function prepareInSlices(map: PreparedSearchMap): Promise<void> {
  let pending = detailing.get(map);
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      const slice = () => {
        const until = performance.now() + SLICE_MS;
        if (prepareDetails(map, () => performance.now() >= until)) resolve();
        else setTimeout(slice, 0);
      };
      setTimeout(slice, 0);
    });
    detailing.set(map, pending);
  }
  return pending;
}

/** Forgets the loaded map (tests). */
export function resetSearchMap(): void {
  loading = null;
}

const SECTION_KINDS: Record<RankedPage['sections'][number]['kind'], SectionKind> = { heading: 'heading', prop: 'prop', slot: 'slot', classes: 'class' };

/** A description as excerpt runs, the words of the query marked (a word being typed by its beginning). */
export function markQueryWords(text: string, query: string): ExcerptPart[] {
  const words = queryWordsOf(query);
  const parts: ExcerptPart[] = [];
  for (const piece of text.split(/([A-Za-z0-9\u00c0-\u024f]+)/)) {
    if (!piece) continue;
    const lower = piece.toLowerCase();
    const mark = /[A-Za-z0-9]/.test(piece) && words.some((word) => stem(piece) === word.stem || (word.open && word.lower.length >= 2 && lower.startsWith(word.lower)));
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else parts.push({ text: piece, mark });
  }
  return parts;
}

/** A ranked page as the dialog shows a result. */
export function toMapHit(page: RankedPage, query: string): PageHit {
  return {
    url: page.url,
    title: page.title,
    product: page.product,
    kind: page.kind,
    excerpt: markQueryWords(page.description, query),
    sections: page.sections.map((section) => ({ kind: SECTION_KINDS[section.kind], title: section.title, url: `${page.url}#${section.anchor}`, excerpt: [] })),
  };
}

/** The map's answer to a query, grouped as the dialog lists it. */
export function searchMapGroups(map: PreparedSearchMap, query: string, currentProduct: string | null): ResultGroup[] {
  return groupRanked(rankSearchMap(map, query, { currentProduct }).map((page) => toMapHit(page, query)));
}

/**
 * Adds the full-text index's pages the map did not find below the map's, never moving what is
 * already listed: a page joins the last group when it is of the same product, else starts a group.
 */
export function appendTextHits(groups: readonly ResultGroup[], hits: readonly PageHit[]): ResultGroup[] {
  const listed = new Set(groups.flatMap((group) => group.pages.map((page) => page.url)));
  const merged = groups.map((group) => ({ product: group.product, pages: [...group.pages] }));
  for (const hit of hits) {
    if (listed.has(hit.url)) continue;
    listed.add(hit.url);
    const last = merged.at(-1);
    if (last && last.product === hit.product) last.pages.push(hit);
    else merged.push({ product: hit.product, pages: [hit] });
  }
  return merged;
}
