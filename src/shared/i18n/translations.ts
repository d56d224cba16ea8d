import en from '../../../translations/translations.json';
import zh from '../../../translations/translations-zh.json';
import type { Translations } from './translator';

/** All languages' strings; `translations.json` is English, `translations-<lang>.json` the others. */
export const translations: Translations = { en, zh };
