/**
 * When the site's web font is used: only once the reader's browser has it cached. A first visit
 * draws every page in the metric-matched fallback face and fetches the font files when the page
 * is idle, so that they never compete with the article for a phone's first bytes (in the bench's
 * mobile Lighthouse runs the three files, 66 kB, were requested during the first layout and held
 * the first paint: prose page LCP 1.75 s with them, 1.27 s without). The next page loaded in full finds them cached
 * and uses them from its first frame. Faces are `font-display: optional`, so a cache that was
 * emptied meanwhile still moves nothing: the fallback stays.
 *
 * Pages reached by client-side navigation keep the face the session started with: switching the
 * whole page's face mid-session would redraw the header and navigation under the reader.
 */

/** Set in `localStorage` once every face of the web font has loaded. */
export const WEB_FONTS_CACHED_KEY = 'docs-web-fonts';
/** On `<html>` when the web font is to be used. */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';

/** Runs in `<head>` before the first paint. Storage may be unavailable (private modes, policies): then no web font. */
export const WEB_FONTS_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS_CACHED_KEY)}))document.documentElement.setAttribute(${JSON.stringify(WEB_FONTS_ATTRIBUTE)},'')}catch(e){}`;

/** The first family of a CSS `font-family` list, without its quotes. */
export function firstFamily(fontFamily: string): string {
  const first = fontFamily.split(',')[0]?.trim() ?? '';
  return first.replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The rule that sets `--docs-font-family`: by default the system families of the list, without the
 * web font and without its metric-matched stand-in (next/font's "<family> Fallback" face, which
 * only matters where the web font could swap in; each face a system lacks costs font lookups in
 * the first layout); the whole list once `WEB_FONTS_ATTRIBUTE` is on `<html>`.
 */
export function fontFamilyRules(fontFamily: string): string {
  const webFont = firstFamily(fontFamily);
  const fallbacks = fontFamily
    .split(',')
    .map((family) => family.trim())
    .filter((family) => family && !firstFamily(family).startsWith(webFont))
    .join(', ');
  if (!fallbacks) throw new Error(`fontFamilyRules: "${fontFamily}" names no system family after the web font`);
  return `:root{--docs-font-family:${fallbacks}}:root[${WEB_FONTS_ATTRIBUTE}]{--docs-font-family:${fontFamily}}`;
}

interface FontFaceLike {
  family: string;
  load(): Promise<unknown>;
}

/**
 * Loads every face of `family` declared on the page (which fetches its file into the HTTP cache
 * without drawing any text in it) and records that they are cached. A face that fails to load
 * records nothing: the next page stays on the fallback.
 */
export async function cacheWebFonts(faces: Iterable<FontFaceLike>, family: string, storage: Pick<Storage, 'setItem'>): Promise<boolean> {
  const matching = [...faces].filter((face) => firstFamily(face.family) === family);
  if (matching.length === 0) return false;
  try {
    await Promise.all(matching.map((face) => face.load()));
  } catch {
    return false;
  }
  storage.setItem(WEB_FONTS_CACHED_KEY, '1');
  return true;
}
