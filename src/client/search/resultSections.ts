import { exactness } from './exactMatch';
import { excerptAround, type ExcerptPart } from './excerpt';
import type { PagefindAnchor, PagefindResultData } from './pagefindTypes';

export type SectionKind = 'heading' | 'prop' | 'slot' | 'class';

/** A part of a page that matched: a heading's section or one API entry (prop, slot, CSS class). */
export interface SectionHit {
  kind: SectionKind;
  title: string;
  url: string;
  excerpt: ExcerptPart[];
}

const ENTRY_KINDS: Record<string, SectionKind> = { prop: 'prop', slot: 'slot', classes: 'class' };

/**
 * API entries are rows, not headings, so Pagefind's own sub-results miss them. Their ids follow
 * `<component>-prop|slot|classes-<name>` (src/client/api/apiEntries.ts), which names them.
 */
export function entryOfAnchor(id: string): { kind: SectionKind; name: string } | null {
  const match = /-(prop|slot|classes)-([^\s]+)$/.exec(id);
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  return { kind: ENTRY_KINDS[match[1]], name: match[2] };
}

function sectionTitle(anchor: PagefindAnchor): { kind: SectionKind; title: string } | null {
  // An entry is a table row or a list item; its inner parts (`…-details`) have ids too.
  const entry = /^(tr|li)$/i.test(anchor.element) ? entryOfAnchor(anchor.id) : null;
  if (entry) return { kind: entry.kind, title: entry.name };
  // h1 is the page itself.
  if (/^h[2-6]$/i.test(anchor.element) && anchor.text?.trim()) return { kind: 'heading', title: anchor.text.trim() };
  return null;
}

/**
 * The sections of a result where its hits are, best first: the one titled exactly like the query
 * (the prop a reader typed; same case before other case), then sections whose own title matched,
 * then by number of hits, then in page order. Computed from Pagefind's anchors and word locations.
 */
export function sectionsOf(data: PagefindResultData, query = '', limit = 3): SectionHit[] {
  const words = data.content.split(/\s+/);
  const hits = new Set(data.locations);
  const base = data.url.split('#')[0];
  const anchors = data.anchors
    .map((anchor) => ({ anchor, section: sectionTitle(anchor) }))
    .filter((item): item is { anchor: PagefindAnchor; section: { kind: SectionKind; title: string } } => item.section !== null)
    .sort((a, b) => a.anchor.location - b.anchor.location);

  const scored = anchors.map(({ anchor, section }, index) => {
    const start = anchor.location;
    const end = anchors[index + 1]?.anchor.location ?? words.length;
    const titleWords = Math.max(1, section.title.split(/\s+/).length);
    let count = 0;
    let titleHit = false;
    for (const hit of hits) {
      if (hit < start || hit >= end) continue;
      count += 1;
      if (hit < start + titleWords) titleHit = true;
    }
    const exact = exactness(section.title, query);
    return { anchor, section, start, end, count, titleHit, exact };
  });

  return scored
    .filter((item) => item.count > 0)
    .sort((a, b) => b.exact - a.exact || Number(b.titleHit) - Number(a.titleHit) || b.count - a.count || a.start - b.start)
    .slice(0, limit)
    .map((item) => ({
      kind: item.section.kind,
      title: item.section.title,
      url: `${base}#${item.anchor.id}`,
      excerpt: excerptAround(words, hits, item.start, item.end),
    }));
}
