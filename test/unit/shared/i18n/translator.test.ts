import { createTranslator } from '../../../../src/shared/i18n/translator';
import { translations } from '../../../../src/shared/i18n/translations';
import { activeHeading, throttle } from '../../../../src/client/layout/scrollSpy';
import { pageToTitleI18n } from '../../../../src/shared/nav/pageTitle';
import { suggestRoutes } from '../../../../src/shared/nav/suggest';
import { exportedRoutes } from '../../../../src/shared/nav/siteNav';
import { resolveCodeStyling, resolveCodeVariant } from '../../../../src/shared/preferences/codePreferences';
import { readCookie, serializeCookie } from '../../../../src/client/utils/cookieHeader';

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

describe('scroll spy', () => {
  const headings = [
    { hash: 'a', offsetTop: 100 },
    { hash: 'b', offsetTop: 900 },
    { hash: 'c', offsetTop: 1800 },
  ];

  it('marks nothing near the top of the page', () => {
    expect(activeHeading(headings, 199, 800)).toBeNull();
  });

  it('marks the last heading above the first eighth of the viewport', () => {
    expect(activeHeading(headings, 200, 800)).toBe('a');
    expect(activeHeading(headings, 801, 800)).toBe('b');
    expect(activeHeading(headings, 1700, 800)).toBe('b');
    expect(activeHeading(headings, 1701, 800)).toBe('c');
  });

  it('throttles calls and delivers the last one', () => {
    jest.useFakeTimers();
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 166);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(166);
    expect(calls).toEqual([1, 3]);
    jest.useRealTimers();
  });
});

describe('404 suggestions', () => {
  it('finds the page a typo meant', () => {
    expect(suggestRoutes('/x/react-data-grid/column-pinnin/', exportedRoutes)[0]).toBe('/x/react-data-grid/column-pinning');
    expect(suggestRoutes('/x/react-data-grid/sortng/', exportedRoutes)[0]).toBe('/x/react-data-grid/sorting');
    expect(suggestRoutes('/x/react-charts/lines/', exportedRoutes)).toContain('/x/react-charts/lines');
  });

  it('suggests nothing for a path without words', () => {
    expect(suggestRoutes('/', exportedRoutes)).toEqual([]);
  });
});

describe('code preferences', () => {
  it('reads and writes one-year cookies', () => {
    expect(serializeCookie('codeVariant', 'JS', false)).toBe('codeVariant=JS;path=/;max-age=31536000;samesite=lax');
    expect(serializeCookie('codeVariant', 'JS', true)).toBe('codeVariant=JS;path=/;max-age=31536000;samesite=lax;secure');
    // jsdom serves over http: no Secure, which a plain-http page could not set.
    expect(serializeCookie('codeVariant', 'JS')).toBe('codeVariant=JS;path=/;max-age=31536000;samesite=lax');
    expect(readCookie('a=1; codeVariant=JS; b=2', 'codeVariant')).toBe('JS');
    expect(readCookie('a=1', 'codeVariant')).toBeUndefined();
  });

  it('lets a #Demo.tsx or #Demo.js link win over the cookie, and defaults to TS', () => {
    expect(resolveCodeVariant('#Basic.js', 'TS')).toBe('JS');
    expect(resolveCodeVariant('#Basic.tsx', 'JS')).toBe('TS');
    expect(resolveCodeVariant('', 'JS')).toBe('JS');
    expect(resolveCodeVariant('', 'garbage')).toBe('TS');
  });

  it('resolves the styling solution from the hash, the cookie or the default', () => {
    expect(resolveCodeStyling('#tailwind-Basic.js', undefined)).toBe('Tailwind');
    expect(resolveCodeStyling('#css-Basic.tsx', 'Tailwind')).toBe('CSS');
    expect(resolveCodeStyling('', 'CSS')).toBe('CSS');
    expect(resolveCodeStyling('', undefined)).toBe('MUI System');
  });
});
