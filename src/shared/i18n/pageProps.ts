import type { Translations } from './translator';
import { translations } from './translations';
import { productIdentifierOf, type ProductIdentifier } from '../nav/versions';
import type { OgImageMeta } from '../seo/ogImage/ogImageMeta';

export interface BasePageProps {
  pathname: string;
  userLanguage: string;
  translations: Translations;
  /** The product's name and the page's version menu, worked out here so the browser needs no version history. */
  productIdentifier: ProductIdentifier;
  /**
   * An indexable page's Open Graph image tags (`src/node/seo/ogImageProps.ts`), worked out at build
   * so the browser needs neither the card's rules nor the nav lookups they take; none for others.
   */
  ogImage?: OgImageMeta;
}

/**
 * Props every page starts from. Only the reader's language (and English, the fallback) is
 * shipped, so a page's data does not grow with the number of translations.
 */
export function basePageProps(pathname: string, userLanguage = 'en'): BasePageProps {
  const shipped: Translations = { en: translations.en };
  if (userLanguage !== 'en' && translations[userLanguage]) shipped[userLanguage] = translations[userLanguage];
  return { pathname, userLanguage, translations: shipped, productIdentifier: productIdentifierOf(pathname, userLanguage) };
}
