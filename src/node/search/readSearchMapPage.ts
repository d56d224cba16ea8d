import { Parser } from 'htmlparser2';
import { ENTRY_KINDS, headingAnchor, type EntryKind, type SearchMapPage } from '../../shared/search/map/searchMapFormat';

/** What the search map is told about a page before its HTML is read: from the page list (src/node/site/sitePages.ts). */
export type SearchMapHead = Pick<SearchMapPage, 'url' | 'title' | 'kind' | 'description'> & { product: string };

/** A page as the search map keeps it, its product still named (buildSearchMap numbers them). */
export type ReadPage = Omit<SearchMapPage, 'product' | 'inbound'> & {
  product: string;
  /** The pages its text links to (paths without their anchors), which buildSearchMap counts. */
  links: string[];
};

const ENTRY_ID = /^(.+?)-(prop|slot|classes)-(.+)$/;

/**
 * What the search map keeps of one built page: its title, product, kind and description as `head`
 * gives them (the page's head and the marks the layout sets, src/client/search/indexAttributes.ts,
 * say the same), and from its HTML, read as Pagefind reads it (only what lies in the element marked
 * `data-pagefind-body` and outside `data-pagefind-ignore`: demos, code, ads), its h2 and h3
 * headings without their anchor and plan links, the pages it links to and, on an API page, the rows
 * and items whose ids name an entry. Null for a page whose HTML is not marked for search.
 */
export function readSearchMapPage(html: string, head: SearchMapHead): ReadPage | null {
  const { url } = head;
  if (!head.title) throw new Error(`${url}: marked for search without a title`);
  if (!head.product) throw new Error(`${url}: marked for search without a product`);
  let page: ReadPage | null = null;
  const headings: (string | [string, string])[] = [];
  const entries = new Map<EntryKind, string[]>();
  let entryPrefix: string | undefined;
  const links = new Set<string>();
  // Depths of open elements: inside the body, inside an ignored part, inside a heading and inside a link of a heading.
  let depth = 0;
  let bodyDepth = -1;
  let ignoreDepth = -1;
  let heading: { depth: number; id: string; text: string } | null = null;
  let skipDepth = -1;
  const voids = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (voids.has(name)) return;
        depth += 1;
        if (bodyDepth < 0 && 'data-pagefind-body' in attributes) {
          bodyDepth = depth;
          page = { url, title: head.title.trim(), product: head.product.trim(), kind: head.kind, description: head.description.trim(), headings, links: [] };
        }
        if (bodyDepth < 0 || ignoreDepth >= 0) return;
        if ('data-pagefind-ignore' in attributes) {
          ignoreDepth = depth;
          return;
        }
        const href = name === 'a' ? attributes.href : undefined;
        if (href?.startsWith('/x/')) links.add(href.split(/[?#]/)[0]);
        if (heading) {
          // The heading's anchor and plan links are not its words.
          if (name === 'a' && skipDepth < 0) skipDepth = depth;
          return;
        }
        if ((name === 'h2' || name === 'h3') && attributes.id) heading = { depth, id: attributes.id, text: '' };
        const entry = (name === 'tr' || name === 'li') && attributes.id ? ENTRY_ID.exec(attributes.id) : null;
        if (entry && !entry[3].endsWith('-details')) {
          const kind = entry[2] as EntryKind;
          entryPrefix ??= entry[1];
          if (entry[1] === entryPrefix) entries.set(kind, [...(entries.get(kind) ?? []), entry[3]]);
        }
      },
      ontext(text) {
        if (heading && skipDepth < 0) heading.text += text;
      },
      onclosetag(name) {
        if (voids.has(name)) return;
        if (skipDepth === depth) skipDepth = -1;
        if (heading && heading.depth === depth) {
          const text = heading.text.replace(/\s+/g, ' ').trim();
          if (text) headings.push(headingAnchor(text) === heading.id ? text : [heading.id, text]);
          heading = null;
        }
        if (ignoreDepth === depth) ignoreDepth = -1;
        if (bodyDepth === depth) bodyDepth = -2;
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const read = page as ReadPage | null;
  if (!read) return null;
  links.delete(url);
  read.links = [...links];
  if (entries.size > 0 && entryPrefix) {
    read.entryPrefix = entryPrefix;
    read.entries = Object.fromEntries(ENTRY_KINDS.filter((kind) => entries.has(kind)).map((kind) => [kind, entries.get(kind)]));
  }
  return read;
}
