import type { Translations } from './translator';
import { translations } from './translations';

export interface BasePageProps {
  pathname: string;
  userLanguage: string;
  translations: Translations;
}

/**
 * Props every page starts from. Only the reader's language (and English, the fallback) is
 * shipped, so a page's data does not grow with the number of translations.
 */
export function basePageProps(pathname: string, userLanguage = 'en'): BasePageProps {
  const shipped: Translations = { en: translations.en };
  if (userLanguage !== 'en' && translations[userLanguage]) shipped[userLanguage] = translations[userLanguage];
  return { pathname, userLanguage, translations: shipped };
}
