/**
 * Every page the export holds, with what its head says about it (title, description, canonical
 * address or noindex, Markdown twin, what the search index is told), worked out once, in memory,
 * from what the pages' props are made of: the nav tree, the guides' sources, the generated API
 * data, the UI strings, through the functions the pages themselves call (`guideLead`,
 * `navTitleOf`, `src/shared/seo/pageHeadText.ts`). The steps after the export (twins, site files,
 * Open Graph images, search index) take it from here instead of parsing the HTML back;
 * test/unit/node/site/sitePages.test.tsx renders pages of every kind and holds the two equal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readApiPageData } from '../api/readApiData';
import { loadApiIndex } from '../api/loadApiPage';
import { markdownPathForRoute } from '../markdown/contentPath';
import { guideLead } from '../markdown/parsePage';
import { readPageSource } from '../markdown/pageSource';
import type { SearchTags } from '../../client/search/indexAttributes';
import { createTranslator } from '../../shared/i18n/translator';
import { translations } from '../../shared/i18n/translations';
import { isApiRoute } from '../../shared/nav/apiRoutes';
import { markdownTwinPath } from '../../shared/nav/routes';
import { navTitleOf } from '../../shared/nav/navTitle';
import { exportedRoutes } from '../../shared/nav/siteNav';
import { productIdentifierOf } from '../../shared/nav/versions';
import type { HeadText } from '../../shared/seo/pageHeadText';
import { apiIndexHeadText, apiPageHeadText } from '../../shared/seo/apiHeadText';
import { guideHeadText } from '../../shared/seo/guideHeadText';
import { canonicalUrl } from '../../shared/seo/canonicalUrl';
import { siteOrigin } from '../../shared/site/siteIdentity';
import { pageMetaFromHtml, type PageMeta } from '../seo/pageMeta';

export type SitePageKind = 'guide' | 'unwritten' | 'api' | 'api-index' | 'redirect' | 'error' | 'playground' | 'playground-frame';

/**
 * A page and what its head says: its own title (`<title>` holds `fullTitle(title)`), description
 * (empty when it has none), canonical address (a redirect page's is where it sends the reader; null
 * without one) and noindex, as `pageMetaFromHtml` reads them back from the HTML.
 */
export interface SitePage extends Omit<PageMeta, 'ogImage'> {
  /** The route as its `getStaticProps` gets it: `/x/react-data-grid/sorting`, `/`, `/404`. */
  route: string;
  kind: SitePageKind;
  /** One of the nav tree's exported routes (guides and API pages): what twins, site files and images are made for. */
  nav: boolean;
  /** Its HTML in the export, relative to the export's folder. */
  file: string;
  /** The site path of its Markdown twin (`/x/a/b.md`), named in its head; null for a page without one. */
  markdownTwin: string | null;
  /** What the search index is told (`data-search-*`), null for a page it leaves out. */
  search: SearchTags | null;
}

/** Where Next exports a route's page (`trailingSlash`): `/x/a` → `x/a/index.html`. */
export function exportedFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The route files of pages/ that are not docs pages, each with what its page component puts in its head. */
const OTHER_PAGES: ReadonlyArray<{ route: string; kind: SitePageKind; head: (t: (key: string) => string) => Pick<SitePage, 'title' | 'description' | 'canonical' | 'noindex'> }> = [
  // RedirectPage: the page names its target as canonical.
  ...['/', '/x'].map((route) => ({
    route,
    kind: 'redirect' as const,
    head: (t: (key: string) => string) => ({ title: t('redirectTitle'), description: t('redirectTitle'), canonical: `${siteOrigin}/x/introduction/`, noindex: false }),
  })),
  // ErrorPage, with each route's keys.
  ...(
    [
      ['/404', 'notFoundTitle', 'notFoundBody'],
      ['/500', 'errorTitle', 'errorBody'],
      ['/x/production-error', 'productionErrorTitle', 'productionErrorBody'],
    ] as const
  ).map(([route, titleKey, bodyKey]) => ({
    route,
    kind: 'error' as const,
    head: (t: (key: string) => string) => ({ title: t(titleKey), description: t(bodyKey), canonical: null, noindex: true }),
  })),
  { route: '/playground', kind: 'playground', head: (t) => ({ title: t('playground.title'), description: t('playground.description'), canonical: null, noindex: true }) },
  // PlaygroundFrame: English only, no description.
  { route: '/playground/frame', kind: 'playground-frame', head: () => ({ title: 'Playground preview', description: '', canonical: null, noindex: true }) },
];

function docsPage(route: string, root: string, t: (key: string) => string): SitePage {
  let kind: SitePageKind;
  let head: HeadText;
  if (isApiRoute(route)) {
    const api = readApiPageData(route, root);
    const index = api ? null : loadApiIndex(route);
    if (api) [kind, head] = ['api', apiPageHeadText(api, t)];
    else if (index) [kind, head] = ['api-index', apiIndexHeadText(index, t)];
    else throw new Error(`${route} is in the nav's API section but is neither an API page nor an API index`);
  } else {
    const file = markdownPathForRoute(route);
    const absolute = path.join(root, file);
    if (fs.existsSync(absolute)) {
      const { headers, lead } = readPageSource(fs.readFileSync(absolute, 'utf8'), file);
      [kind, head] = ['guide', guideHeadText({ status: 'written', content: guideLead(headers, lead, route) }, t)];
    } else {
      [kind, head] = ['unwritten', guideHeadText({ status: 'missing', title: navTitleOf(route) }, t)];
    }
  }
  // ArticleLayout: the pages with content are indexed for search and have a twin; every docs page is indexable.
  const searchKind = kind === 'unwritten' ? null : kind === 'guide' ? 'guide' : 'api';
  return {
    route,
    kind,
    nav: true,
    file: exportedFile(route),
    ...head,
    canonical: canonicalUrl(siteOrigin, route),
    noindex: false,
    markdownTwin: searchKind ? markdownTwinPath(route) : null,
    search: searchKind ? { title: head.title, product: productIdentifierOf(route).name, kind: searchKind } : null,
  };
}

/** Every exported page: the nav's routes in drawer order, then the other route files. */
export function sitePages(root: string = process.cwd()): SitePage[] {
  // The strings a page is given (English) and `useTranslate`'s fallback to the key.
  const english = createTranslator(translations, 'en');
  const t = (key: string) => english(key) ?? key;
  return [
    ...exportedRoutes.map((route) => docsPage(route, root, t)),
    ...OTHER_PAGES.map(({ route, kind, head }) => ({ route, kind, nav: false, file: exportedFile(route), markdownTwin: null, search: null, ...head(t) })),
  ];
}

/**
 * What one exported page's head says and the list does not, or null when they agree. The build
 * reads one page back (scripts/build-site.ts, before the first step that takes the list): a list
 * computed from other sources than the export's, or with another SITE_ORIGIN, shows there.
 */
export function headDisagreement(page: SitePage, html: string): string | null {
  const meta = pageMetaFromHtml(html);
  const fields = (['title', 'description', 'canonical', 'noindex'] as const).filter((field) => meta[field] !== page[field]);
  if (fields.length === 0) return null;
  return `${page.file}: ${fields.map((field) => `${field} ${JSON.stringify(meta[field])} in the HTML, ${JSON.stringify(page[field])} in the page list`).join('; ')}`;
}
