import { docsError } from '../errors/docsError';

export type TranslationTree = { [key: string]: string | TranslationTree };
export type Translations = Record<string, TranslationTree>;

/**
 * Looks up a dotted key. Keys of `pages` are paths or URLs that contain dots themselves, so at
 * each level the longest remaining key is tried first.
 */
function lookup(tree: TranslationTree, key: string): string | undefined {
  const whole = tree[key];
  if (typeof whole === 'string') return whole;
  const dot = key.indexOf('.');
  if (dot === -1) return undefined;
  const branch = tree[key.slice(0, dot)];
  return typeof branch === 'object' ? lookup(branch, key.slice(dot + 1)) : undefined;
}

export interface Translator {
  /** The string in the user's language, else English, else `undefined`. */
  (key: string): string | undefined;
}

export function createTranslator(translations: Translations, userLanguage: string): Translator {
  return (key) => {
    const localized = translations[userLanguage];
    const found = localized ? lookup(localized, key) : undefined;
    if (found !== undefined || userLanguage === 'en') return found;
    return translations.en ? lookup(translations.en, key) : undefined;
  };
}

/** Like a translator, but a missing UI string is a programming error worth seeing. */
export function requireString(t: Translator, key: string): string {
  const value = t(key);
  if (value === undefined) throw docsError(4, key);
  return value;
}
