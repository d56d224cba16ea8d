import { ogImageMeta, type OgImageMeta } from '../../shared/seo/ogImage/ogImageMeta';
import { siteOrigin } from '../../shared/site/siteIdentity';
import { createTranslator, requireString } from '../../shared/i18n/translator';
import { translations } from '../../shared/i18n/translations';

const english = createTranslator(translations, 'en');

/** English strings for the head texts an image's alt is made from, as the page's own head says them. */
export const englishText = (key: string): string => requireString(english, key);

/**
 * The `ogImage` page prop of an indexable page (`BasePageProps`), from the title its head gives it:
 * the browser gets the tags' values, not the rules that make them.
 */
export function ogImageProps(route: string, title: string): { ogImage: OgImageMeta } {
  return { ogImage: ogImageMeta(siteOrigin, route, title) };
}
