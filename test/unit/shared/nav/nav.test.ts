import { hiddenRoutes, navTree } from '../../../../data/navTree';
import { findProduct, products } from '../../../../src/shared/site/products';
import { kebabCase } from '../../../../src/shared/nav/apiRoutes';
import { isLanguageIgnoredPage, languagePrefix, localizeHref, pathnameToLanguage } from '../../../../src/shared/nav/language';
import { buildNavIndex, findActivePage, normalizePathname } from '../../../../src/shared/nav/navIndex';
import { pageToTitle, pageToTitleI18n } from '../../../../src/shared/nav/pageTitle';
import { findPrevNext, orderedPages } from '../../../../src/shared/nav/prevNext';
import { getProductInfoFromUrl } from '../../../../src/shared/nav/productInfo';
import { collectLeaves, exportedPathnames, isExternal, pathnameToSlug, withTrailingSlash } from '../../../../src/shared/nav/routes';
import { exportedRoutes, navIndex } from '../../../../src/shared/nav/siteNav';
import type { MuiPage } from '../../../../src/shared/nav/navTypes';
import { getProductIdentifier, pathInVersion } from '../../../../src/shared/nav/versions';

describe('the nav tree', () => {
  it('has a title and at least one page in every section', () => {
    for (const section of navTree) {
      expect(pageToTitle(section)).toBeTruthy();
      expect(collectLeaves([section]).length).toBeGreaterThan(0);
    }
  });

  it('exports every internal leaf plus the hidden routes, each once', () => {
    const internalLeaves = collectLeaves(navTree).filter((page) => !isExternal(page.pathname));
    expect(exportedRoutes).toHaveLength(internalLeaves.length + hiddenRoutes.length);
    expect(new Set(exportedRoutes).size).toBe(exportedRoutes.length);
    expect(exportedRoutes).toContain('/x/react-data-grid/prompt');
    expect(exportedRoutes).not.toContain('https://mui.com/x/whats-new/');
    expect(exportedRoutes.every((route) => route.startsWith('/x/'))).toBe(true);
  });

  it('keeps plan and status flags from the reference', () => {
    const at = (path: string) => navIndex.byPathname.get(path);
    expect(at('/x/react-data-grid/column-pinning')?.plan).toBe('pro');
    expect(at('/x/react-charts/sankey')).toMatchObject({ plan: 'pro', planned: true });
    // Pivoting ships in 8.8.0 (`pivotActive`, `pivotModel`): new here, though the reference still marks it planned.
    expect(at('/x/react-data-grid/pivoting')).toMatchObject({ plan: 'premium', newFeature: true });
    expect(at('/x/react-charts/funnel')).toMatchObject({ plan: 'pro', unstable: true });
    expect(at('/x/react-data-grid/row-spanning')?.newFeature).toBe(true);
    expect(at('/x/api/data-grid/data-grid-premium')?.plan).toBe('premium');
  });
});

describe('buildNavIndex', () => {
  it('throws on a duplicated pathname', () => {
    const bad: MuiPage[] = [
      { pathname: '/x/a', children: [{ pathname: '/x/a/b' }] },
      { pathname: '/x/c', children: [{ pathname: '/x/a/b' }] },
    ];
    expect(() => buildNavIndex(bad)).toThrow('Duplicated pathname /x/a/b in pages');
  });

  it('treats paths that only differ by a docs tab as duplicates', () => {
    const bad: MuiPage[] = [{ pathname: '/x/a' }, { pathname: '/x/a/[docsTab]' }];
    expect(() => buildNavIndex(bad)).toThrow('Duplicated pathname /x/a in pages');
  });

  it('lets API sub-routes share the path of their page', () => {
    const tree: MuiPage[] = [{ pathname: '/x/a' }, { pathname: '/x/a/components-api' }];
    expect(() => buildNavIndex(tree)).not.toThrow();
  });
});

describe('findActivePage', () => {
  it('finds the page and its parents, nearest first', () => {
    const { activePage, activePageParents } = findActivePage(navIndex, '/x/react-data-grid/column-pinning/');
    expect(activePage?.pathname).toBe('/x/react-data-grid/column-pinning');
    expect(activePageParents.map((page) => page.pathname)).toEqual([
      '/x/react-data-grid/columns',
      '/x/react-data-grid/main-features',
      '/x/react-data-grid-group',
    ]);
  });

  it('ignores docs tabs, API sub-routes, queries and hashes', () => {
    expect(normalizePathname('/x/react-charts/bars/[docsTab]/')).toBe('/x/react-charts/bars');
    expect(normalizePathname('/x/react-charts/bars/components-api/')).toBe('/x/react-charts/bars');
    expect(findActivePage(navIndex, '/x/react-charts/bars/?a=1#x').activePage?.pathname).toBe('/x/react-charts/bars');
  });

  it('returns nothing for an unknown path', () => {
    expect(findActivePage(navIndex, '/x/nope/')).toEqual({ activePage: null, activePageParents: [] });
  });
});

describe('pageToTitle', () => {
  it('derives labels from the last segment', () => {
    expect(pageToTitle({ pathname: '/x/react-data-grid/column-definition' })).toBe('Column definition');
    expect(pageToTitle({ pathname: '/x/react-charts' })).toBe('Charts');
    expect(pageToTitle({ pathname: '/x/guides/file.md' })).toBe('File');
  });

  it('PascalCases API pages and keeps explicit titles and subheaders', () => {
    expect(pageToTitle({ pathname: '/x/api/data-grid/data-grid-pro' })).toBe('DataGridPro');
    expect(pageToTitle({ pathname: '/x/api/charts/charts-x-axis' })).toBe('ChartsXAxis');
    expect(pageToTitle({ pathname: '/x/a', title: 'Recipes' })).toBe('Recipes');
    expect(pageToTitle({ pathname: '/x/a/main-features', subheader: 'Main features' })).toBe('Main features');
  });

  it('round-trips every API component name through kebab-case', () => {
    for (const name of ['ChartsXAxis', 'SparkLineChart', 'GridCsvExportOptions', 'MultiInputDateRangeField']) {
      expect(pageToTitle({ pathname: `/x/api/charts/${kebabCase(name)}` })).toBe(name);
    }
  });

  it('prefers a translation when one exists', () => {
    const t = (key: string) => ({ 'pages./versions': '版本' })[key];
    expect(pageToTitleI18n({ pathname: '/versions' }, t)).toBe('版本');
    expect(pageToTitleI18n({ pathname: '/x/react-data-grid/row-height' }, t)).toBe('Row height');
  });
});

describe('product info', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'x-data-grid'],
    ['/x/react-date-pickers/', 'x-date-pickers'],
    ['/x/api/data-grid/data-grid/', 'x-data-grid'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/api/charts/bar-chart/', 'x-charts'],
    ['/x/api/tree-view/rich-tree-view/', 'x-tree-view'],
    ['/x/introduction/', 'null'],
    ['/x/react-unknown/', 'null'],
  ])('%s belongs to %s', (path, productId) => {
    expect(getProductInfoFromUrl(path)).toEqual({ productId, productCategoryId: 'x' });
  });

  it('classifies non-X paths', () => {
    expect(getProductInfoFromUrl('/versions/')).toEqual({ productId: 'docs', productCategoryId: 'docs' });
    expect(getProductInfoFromUrl('/blog/')).toEqual({ productId: 'null', productCategoryId: 'null' });
  });
});

describe('language prefix', () => {
  it('is empty for English and /{lang} otherwise', () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('zh')).toBe('/zh');
  });

  it('reads the language from a path only when it is a real prefix', () => {
    expect(pathnameToLanguage('/zh/x/introduction/#a')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/x/introduction/#a',
      canonicalAsServer: '/x/introduction/',
    });
    expect(pathnameToLanguage('/zhx/').userLanguage).toBe('en');
    expect(pathnameToLanguage('/fr/x/').userLanguage).toBe('en');
  });

  it('never prefixes blog and size-snapshot paths', () => {
    expect(isLanguageIgnoredPage('/blog/')).toBe(true);
    expect(isLanguageIgnoredPage('/blog/post/')).toBe(true);
    expect(isLanguageIgnoredPage('/size-snapshot/')).toBe(true);
    expect(localizeHref('/blog/post/', 'zh')).toBe('/blog/post/');
    expect(localizeHref('/x/introduction/', 'zh')).toBe('/zh/x/introduction/');
    expect(localizeHref('https://github.com/', 'zh')).toBe('https://github.com/');
  });
});

describe('prev / next', () => {
  const ordered = orderedPages(navTree);

  it('skips external links and follows drawer order across sections', () => {
    expect(ordered[0].pathname).toBe('/x/introduction');
    expect(ordered.some((page) => isExternal(page.pathname))).toBe(false);
    const roadmap = navIndex.byPathname.get('/x/introduction/roadmap')!;
    const { prev, next } = findPrevNext(ordered, roadmap);
    expect(prev?.pathname).toBe('/x/introduction/support');
    expect(next?.pathname).toBe('/x/common-concepts/custom-components');
  });

  it('has no neighbours for pages outside the order', () => {
    expect(findPrevNext(ordered, null)).toEqual({ prev: null, next: null });
    expect(findPrevNext(ordered, ordered[0]).prev).toBeNull();
  });

  it('leaves out pages hidden from the drawer', () => {
    const tree: MuiPage[] = [{ pathname: '/x/a' }, { pathname: '/x/b', inSideNav: false }, { pathname: '/x/c' }];
    expect(orderedPages(tree).map((page) => page.pathname)).toEqual(['/x/a', '/x/c']);
  });
});

describe('routes helpers', () => {
  it('maps paths to slugs and adds trailing slashes', () => {
    expect(pathnameToSlug('/x/react-data-grid/sorting')).toEqual(['react-data-grid', 'sorting']);
    expect(() => pathnameToSlug('/material-ui/')).toThrow('not under /x/');
    expect(withTrailingSlash('/x/a')).toBe('/x/a/');
    expect(withTrailingSlash('/x/a#b')).toBe('/x/a/#b');
    expect(withTrailingSlash('https://mui.com/x/whats-new/')).toBe('https://mui.com/x/whats-new/');
  });

  it('exports hidden routes even though the drawer does not list them', () => {
    expect(exportedPathnames([{ pathname: '/x/a' }], [{ pathname: '/x/h', title: 'H' }])).toEqual(['/x/a', '/x/h']);
    const drawer = new Set(collectLeaves(navTree).map((page) => page.pathname));
    // Every hidden route of data/navTree.ts is exported, and none is in the drawer.
    expect(hiddenRoutes.filter(({ pathname }) => !exportedRoutes.includes(pathname) || drawer.has(pathname))).toEqual([]);
  });
});

describe('version switcher', () => {
  const grid = findProduct(products, 'x-data-grid');

  it('lists the current version then v7, v6, v5 and v4 for the grid', () => {
    const identifier = getProductIdentifier(grid, '8.0.0-beta.3', '/x/react-data-grid/sorting');
    expect(identifier.name).toBe('Data Grid');
    expect(identifier.versions).toEqual([
      { text: 'v8.0.0-beta.3', href: '/x/react-data-grid/sorting/', current: true },
      { text: 'v7', href: 'https://mui.com/x/react-data-grid/sorting/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/sorting/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/sorting/' },
      { text: 'v4', href: 'https://v4.mui.com/components/data-grid/sorting/' },
    ]);
  });

  it('falls back to the product root where an older major lacks the page', () => {
    const identifier = getProductIdentifier(grid, '8.0.0', '/x/react-data-grid/components/toolbar');
    expect(identifier.versions.map((version) => version.href)).toEqual([
      '/x/react-data-grid/components/toolbar/',
      'https://mui.com/x/react-data-grid/',
      'https://v6.mui.com/x/react-data-grid/',
      'https://v5.mui.com/x/react-data-grid/',
      'https://v4.mui.com/components/data-grid/',
    ]);
  });

  it('uses the per-product roots of old majors and the language prefix', () => {
    const pickers = findProduct(products, 'x-date-pickers');
    const hrefs = getProductIdentifier(pickers, '8.0.0', '/x/react-date-pickers/fields', 'zh').versions.map((v) => v.href);
    expect(hrefs).toEqual([
      '/zh/x/react-date-pickers/fields/',
      'https://mui.com/zh/x/react-date-pickers/fields/',
      'https://v6.mui.com/zh/x/react-date-pickers/',
      'https://v5.mui.com/zh/x/react-date-pickers/getting-started/',
    ]);
    const charts = getProductIdentifier(findProduct(products, 'x-charts'), '8.0.0', '/x/react-charts/radar');
    expect(charts.versions.map((v) => v.text)).toEqual(['v8.0.0', 'v7', 'v6']);
    expect(charts.versions[1].href).toBe('https://mui.com/x/react-charts/');
  });

  it('uses the generic MUI X identity outside the four products', () => {
    expect(findProduct(products, 'null').name).toBe('MUI X');
    expect(pathInVersion({ text: 'v7', origin: '', missing: ['/x/api/charts/radar-*'] }, '/x/api/charts/radar-grid')).toBeNull();
  });
});
