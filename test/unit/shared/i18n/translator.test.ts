import { createTranslator } from '../../../../src/shared/i18n/translator';
import { translations } from '../../../../src/shared/i18n/translations';
import { pageToTitleI18n } from '../../../../src/shared/nav/pageTitle';

describe('page-title lookup in English and Chinese', () => {
  const en = createTranslator(translations, 'en');
  const zh = createTranslator(translations, 'zh');

  it('covers every legacy path group in both languages', () => {
    for (const group of ['/getting-started', '/components', '/css-in-js', '/system', '/customization', '/guides', '/discover-more', '/versions', '/styles']) {
      expect(en(`pages.${group}`)).toBeTruthy();
      expect(zh(`pages.${group}`)).toBeTruthy();
    }
    expect(zh('pages./getting-started')).not.toBe(en('pages./getting-started'));
  });

  it('has the external store entry, whose key contains dots', () => {
    expect(en('pages.https://mui.com/store/')).toBe('Premium themes');
    expect(zh('pages.https://mui.com/store/')).toBeTruthy();
  });

  it('falls back to English for a missing Chinese title, then to the derived title', () => {
    expect(zh('pages./components/timeline')).toBe(en('pages./components/timeline'));
    expect(pageToTitleI18n({ pathname: '/x/react-data-grid/row-height' }, zh)).toBe('Row height');
    expect(pageToTitleI18n({ pathname: '/versions' }, zh)).toBe(zh('pages./versions'));
  });

  it('has the same UI strings in every language', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        key === 'pages' ? [] : typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(translations.zh).sort()).toEqual(keys(translations.en).sort());
  });

  it('returns undefined for unknown keys', () => {
    expect(en('nope.nothing')).toBeUndefined();
  });
});
