/** Languages the site is built in. */
export const LANGUAGES = ['en'] as const;
/** Languages recognised in a path prefix (Chinese page titles exist even though no zh pages ship). */
const PREFIX_LANGUAGES: readonly string[] = [...LANGUAGES, 'zh'];

export interface PathLanguage {
  userLanguage: string;
  /** Path without the language prefix. */
  canonicalAs: string;
  /** `canonicalAs` without the `#hash`: what the server answers for. */
  canonicalAsServer: string;
}

export function pathnameToLanguage(pathname: string): PathLanguage {
  const candidate = pathname.substring(1, 3);
  const userLanguage =
    PREFIX_LANGUAGES.includes(candidate) && pathname.startsWith(`/${candidate}/`)
      ? candidate
      : 'en';
  const canonicalAs = userLanguage === 'en' ? pathname : pathname.substring(3);
  const canonicalAsServer = canonicalAs.replace(/#.*$/, '');
  return { userLanguage, canonicalAs, canonicalAsServer };
}

/** `''` for English, `/{lang}` otherwise. */
export function languagePrefix(userLanguage: string): string {
  return userLanguage === 'en' ? '' : `/${userLanguage}`;
}

/** Pages that exist in one language only and are never prefixed. */
export function isLanguageIgnoredPage(pathname: string): boolean {
  return /^\/blog(\/|$)/.test(pathname) || pathname === '/size-snapshot/';
}

/** An internal link as seen by a reader of `userLanguage`. */
export function localizeHref(href: string, userLanguage: string): string {
  if (!href.startsWith('/') || isLanguageIgnoredPage(href)) return href;
  return `${languagePrefix(userLanguage)}${href}`;
}
