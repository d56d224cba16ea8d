/**
 * Build step: the page's data loses the HTML the page itself holds. See src/client/boot/pageDataFromDom.ts
 * for why and for the loader's half, which puts every string back before the page's code runs.
 */
import { DOM_HTML_ATTRIBUTE, DOM_HTML_MARK } from '../../client/boot/pageDataFromDom';

const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/;

/** Shorter strings would save less than their mark costs. */
const MIN_LENGTH = 64;
/** How much of a string's start its lookup uses. */
const KEY_LENGTH = 24;

// As Next writes the JSON into the page: nothing in it can close the script or be read as HTML.
const HTML_ESCAPES: Record<string, string> = { '&': '\\u0026', '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const escapeJsonForHtml = (json: string) => json.replace(/[&<>\u2028\u2029]/g, (char) => HTML_ESCAPES[char]);

function collectHtmlStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    // Only HTML: a string without markup could be a text child, which React escapes, and which
    // innerHTML would spell differently from the string (`&nbsp;`, `&amp;`).
    if (value.length >= MIN_LENGTH && value.includes('<')) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectHtmlStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectHtmlStrings(item, into);
  }
}

export interface SlimmedPage {
  html: string;
  /** How many strings now come from the page's elements. */
  moved: number;
}

/**
 * Takes out of a page's `__NEXT_DATA__` every string of HTML that is verbatim the whole content of
 * an element in the page's body (`>` + string + `</`: balanced markup between a start tag and the
 * end tag that closes it), and marks that element. Attribute values cannot hold a raw `<`, so the
 * last `<` before the match starts the element's tag.
 */
export function slimPageData(html: string, file: string): SlimmedPage {
  const data = NEXT_DATA.exec(html);
  if (!data) return { html, moved: 0 };
  const props = JSON.parse(data[1]) as unknown;
  const strings = new Set<string>();
  collectHtmlStrings(props, strings);
  if (strings.size === 0) return { html, moved: 0 };

  const byStart = new Map<string, string[]>();
  for (const value of strings) {
    const key = value.slice(0, KEY_LENGTH);
    byStart.set(key, [...(byStart.get(key) ?? []), value]);
  }

  const bodyStart = html.indexOf('<body');
  if (bodyStart === -1) throw new Error(`${file}: no <body>`);
  // Each string's element: the position of the `>` closing its start tag, and the mark's number.
  const marks = new Map<string, { tagEnd: number; id: number }>();
  for (let tagEnd = html.indexOf('>', bodyStart); tagEnd !== -1 && tagEnd < data.index; tagEnd = html.indexOf('>', tagEnd + 1)) {
    const candidates = byStart.get(html.slice(tagEnd + 1, tagEnd + 1 + KEY_LENGTH));
    if (!candidates) continue;
    for (const value of candidates) {
      if (marks.has(value) || !html.startsWith(value, tagEnd + 1) || !html.startsWith('</', tagEnd + 1 + value.length)) continue;
      const tagStart = html.lastIndexOf('<', tagEnd);
      if (!/^<[a-z]/i.test(html.slice(tagStart, tagStart + 2)) || html[tagEnd - 1] === '/') continue;
      marks.set(value, { tagEnd, id: marks.size });
    }
  }
  if (marks.size === 0) return { html, moved: 0 };

  const json = JSON.stringify(props, (_key, value: unknown) => {
    const mark = typeof value === 'string' ? marks.get(value) : undefined;
    return mark ? `${DOM_HTML_MARK}${mark.id}` : value;
  });
  // Marks go in from the last, so that each leaves the positions before it as they were; the
  // data comes after every marked element.
  const parts: string[] = [html.slice(data.index + data[0].length), `<script id="__NEXT_DATA__" type="application/json">${escapeJsonForHtml(json)}</script>`];
  let end = data.index;
  for (const { tagEnd, id } of [...marks.values()].sort((a, b) => b.tagEnd - a.tagEnd)) {
    parts.push(html.slice(tagEnd, end), ` ${DOM_HTML_ATTRIBUTE}="${id}"`);
    end = tagEnd;
  }
  parts.push(html.slice(0, end));
  return { html: parts.reverse().join(''), moved: marks.size };
}
