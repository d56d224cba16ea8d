import * as React from 'react';
import type { Translator } from '../../shared/i18n/translator';
import type { ProductId, ProductInfo } from '../../shared/nav/productInfo';
import type { MuiPage } from '../../shared/nav/navTypes';
import type { ProductIdentifier } from '../../shared/nav/versions';
import { docsError } from '../../shared/errors/docsError';
import type { OgImageMeta } from '../../shared/seo/ogImage/ogImageMeta';

export interface PageContextValue {
  /** Route of the page without trailing slash, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  activePage: MuiPage | null;
  activePageParents: MuiPage[];
  productId: ProductId;
  productCategoryId: ProductInfo['productCategoryId'];
  productIdentifier: ProductIdentifier;
  userLanguage: string;
  t: Translator;
  /** The page's Open Graph image, from its props; null for a page without one. */
  ogImage: OgImageMeta | null;
}

export const PageContext = React.createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = React.useContext(PageContext);
  if (!value) throw docsError(1);
  return value;
}

/** A UI string; falls back to the key so a missing entry is visible rather than blank. */
export function useTranslate(): (key: string) => string {
  const { t } = usePageContext();
  return React.useCallback((key: string) => t(key) ?? key, [t]);
}
