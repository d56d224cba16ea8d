import { pathnameToLanguage } from '../../shared/nav/language';

export type PageViewParams = {
  page_title: string;
  /** The path a server answers for: no language prefix, no hash. */
  page_location: string;
  productId: string;
  productCategoryId: string;
};

/** The path of `asPath` that identifies a page view; a change of hash is not a new view. */
export function pageViewLocation(asPath: string): string {
  return pathnameToLanguage(asPath).canonicalAsServer;
}

/**
 * The page_view payload. The product ids come from the `<meta name="mui:…">` tags every page
 * renders, so analytics reports exactly what the page declares.
 */
export function pageViewParams(title: string, asPath: string, meta: (name: string) => string | null): PageViewParams {
  return {
    page_title: title,
    page_location: pageViewLocation(asPath),
    productId: meta('mui:productId') ?? 'null',
    productCategoryId: meta('mui:productCategoryId') ?? 'null',
  };
}

export function readMeta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}
