import type { PagefindResultData } from '../../../../src/client/search/pagefindTypes';

/** A result as Pagefind returns it: `content` words, hits by word position, anchors by position. */
export function resultData(url: string, meta: Record<string, string>, content: string, hitWords: string[], anchors: PagefindResultData['anchors'] = []): PagefindResultData {
  const words = content.split(/\s+/);
  const locations = words.flatMap((word, index) => (hitWords.some((hit) => word.toLowerCase().startsWith(hit.toLowerCase())) ? [index] : []));
  return {
    url,
    content,
    excerpt: words
      .slice(0, 12)
      .map((word, index) => (locations.includes(index) ? `<mark>${word}</mark>` : word))
      .join(' '),
    meta,
    locations,
    anchors,
    word_count: words.length,
  };
}
