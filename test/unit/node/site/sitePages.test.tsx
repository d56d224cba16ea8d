/**
 * The steps after the export (twins, site files, Open Graph images, search index) take each page's
 * title, description, canonical address, noindex, Markdown twin and search tags from the page list
 * (src/node/site/sitePages.ts) rather than from the exported HTML. Here pages of every kind are
 * rendered as `next build` renders them (their route's getStaticProps, `_app`, next/head's own head
 * reduction) and what their heads and search marks say is held against the list.
 */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppProps } from 'next/app';
import type { NextRouter } from 'next/router';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import App from '../../../../pages/_app';
import * as GuideRoute from '../../../../pages/x/[...slug]';
import * as ApiRoute from '../../../../pages/x/api/[...slug]';
import * as HomeRoute from '../../../../pages/index';
import * as XHomeRoute from '../../../../pages/x/index';
import * as NotFoundRoute from '../../../../pages/404';
import * as ServerErrorRoute from '../../../../pages/500';
import * as ProductionErrorRoute from '../../../../pages/x/production-error';
import * as PlaygroundRoute from '../../../../pages/playground/index';
import * as PlaygroundFrameRoute from '../../../../pages/playground/frame';
import { pageMetaFromHtml } from '../../../../src/node/seo/pageMeta';
import { exportedFile, headDisagreement, sitePages, type SitePage } from '../../../../src/node/site/sitePages';
import { DocsPage } from '../../../../src/client/docs/DocsPage';
import { navTitleOf } from '../../../../src/shared/nav/navTitle';
import { exportedRoutes } from '../../../../src/shared/nav/siteNav';
import { basePageProps } from '../../../../src/shared/i18n/pageProps';
import { markdownTwinPath } from '../../../../src/shared/nav/routes';
import { ogImageMeta } from '../../../../src/shared/seo/ogImage/ogImageMeta';
import { siteOrigin } from '../../../../src/shared/site/siteIdentity';
import fs from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { isMissingLicenceNotice } from '../../../support/pageRecorder';
import path from 'node:path';

// next/jest's stand-in for next/font names no family; `_app` needs one with the system fallbacks after it.
jest.mock('../../../../src/client/theme/fonts', () => ({ roboto: { className: 'roboto', style: { fontFamily: "'Roboto', Arial, sans-serif" } } }));
jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), asPath: '/', pathname: '/' }) }));

interface RouteModule {
  default: React.ComponentType<never>;
  getStaticProps: (context: { params?: { slug: string[] } }) => Promise<unknown>;
}

/** The route file Next renders a page with, as its pattern and module. */
function routeFileOf(route: string): { pattern: string; module: RouteModule; params?: { slug: string[] } } {
  const fixed: Record<string, [string, RouteModule]> = {
    '/': ['/', HomeRoute as unknown as RouteModule],
    '/x': ['/x', XHomeRoute as unknown as RouteModule],
    '/404': ['/404', NotFoundRoute as unknown as RouteModule],
    '/500': ['/500', ServerErrorRoute as unknown as RouteModule],
    '/x/production-error': ['/x/production-error', ProductionErrorRoute as unknown as RouteModule],
    '/playground': ['/playground', PlaygroundRoute as unknown as RouteModule],
    '/playground/frame': ['/playground/frame', PlaygroundFrameRoute as unknown as RouteModule],
  };
  if (fixed[route]) return { pattern: fixed[route][0], module: fixed[route][1] };
  const slug = route.split('/').filter(Boolean).slice(1);
  if (slug[0] === 'api') return { pattern: '/x/api/[...slug]', module: ApiRoute as unknown as RouteModule, params: { slug: slug.slice(1) } };
  return { pattern: '/x/[...slug]', module: GuideRoute as unknown as RouteModule, params: { slug } };
}

/** The page's head as Next writes it (next/head's reduction of every `<Head>`), and its body. */
function renderPage(pattern: string, route: string, Component: React.ComponentType<never>, pageProps: object): { head: string; body: string } {
  let head: React.ReactNode[] = [];
  const headManager = { updateHead: (state: React.ReactNode[]) => (head = state), mountedInstances: new Set() };
  const router = { pathname: pattern, asPath: route === '/' ? '/' : `${route}/`, route: pattern, query: {} } as unknown as NextRouter;
  const props = { Component, pageProps, router } as unknown as AppProps;
  const body = renderToStaticMarkup(
    <HeadManagerContext.Provider value={headManager as never}>
      <App {...props} />
    </HeadManagerContext.Provider>,
  );
  return { head: `<head>${renderToStaticMarkup(<>{head}</>)}</head>`, body };
}

async function rendered(route: string) {
  const { pattern, module, params } = routeFileOf(route);
  const { props } = (await module.getStaticProps({ params })) as { props: object };
  return renderPage(pattern, route, module.default, props);
}

/** The search marks of the element marked for search (src/client/search/indexAttributes.ts), decoded. */
function searchMarks(body: string): { title: string; product: string; kind: string } | null {
  const marked = DomUtils.findOne((element) => 'data-pagefind-body' in element.attribs, parseDocument(body).children);
  if (!marked) return null;
  const { 'data-search-title': title, 'data-search-product': product, 'data-search-kind': kind } = marked.attribs;
  return { title, product, kind };
}

const list = sitePages();
const listed = (route: string): SitePage => {
  const page = list.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`${route} is not in the page list`);
  return page;
};

// A sample of every kind: guides (a hidden route, a title with an apostrophe, a quoted description, demos), API pages
// (a component, an interface, an index), the redirect pages, the error pages, the playground and its frame.
const SAMPLE = [
  '/x/introduction/licensing',
  '/x/whats-new',
  '/x/migration/migration-charts-v6',
  '/x/react-date-pickers/shortcuts',
  '/x/api/data-grid/data-grid',
  '/x/api/data-grid/grid-api',
  '/x/api/data-grid',
  '/',
  '/x',
  '/404',
  '/500',
  '/x/production-error',
  '/playground',
  '/playground/frame',
];

describe('the page list of the build', () => {
  // The Pro demos' notice of a build without a licence key, as in every test build; anything else is shown.
  beforeAll(() => {
    const log = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] !== 'string' || !isMissingLicenceNotice(args[0])) log(...args);
    });
  });

  it('lists every exported route once, in nav order, then the other route files', () => {
    expect(list.filter((page) => page.nav).map((page) => page.route)).toEqual(exportedRoutes);
    expect(new Set(list.map((page) => page.file)).size).toBe(list.length);
    const routeFiles = (dir: string): string[] =>
      fs.readdirSync(path.join('pages', dir), { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name));
        const name = entry.name.replace(/\.tsx$/, '');
        if (name.startsWith('_') || name.startsWith('[')) return [];
        return [`/${[dir, name === 'index' ? '' : name].filter(Boolean).join('/')}`];
      });
    expect(list.filter((page) => !page.nav).map((page) => page.route).sort()).toEqual(routeFiles('').sort());
    expect(exportedFile('/')).toBe('index.html');
    expect(exportedFile('/x/a/b')).toBe('x/a/b/index.html');
  });

  it.each(SAMPLE)('says what the page %s renders in its head and search marks', async (route) => {
    const page = listed(route);
    const { head, body } = await rendered(route);
    const meta = pageMetaFromHtml(head);
    expect({ title: meta.title, description: meta.description, canonical: meta.canonical, noindex: meta.noindex }).toEqual({
      title: page.title,
      description: page.description,
      canonical: page.canonical,
      noindex: page.noindex,
    });
    expect(headDisagreement(page, head)).toBeNull();
    expect(/<link rel="alternate" type="text\/markdown" href="([^"]*)"/.exec(head)?.[1] ?? null).toBe(page.markdownTwin);
    expect(searchMarks(body)).toEqual(page.search);
    // The image tags come with the page's props, as the build draws its image.
    const docsPage = ['guide', 'unwritten', 'api', 'api-index'].includes(page.kind);
    const image = docsPage && !page.noindex ? ogImageMeta(siteOrigin, route, page.title) : null;
    const attribute = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(head)?.[1]?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&') ?? null;
    expect(attribute('og:image')).toBe(image?.url ?? null);
    expect(attribute('og:image:alt')).toBe(image?.alt ?? null);
  });

  it('covers every kind of page but the guide not written yet, whose head the guide page draws from the same functions', () => {
    expect(new Set(SAMPLE.map((route) => listed(route).kind))).toEqual(new Set(['guide', 'api', 'api-index', 'redirect', 'error', 'playground', 'playground-frame']));
    // No guide is missing today; a missing one is drawn from its nav title by the same DocsPage.
    const route = '/x/react-data-grid/sorting';
    const { head, body } = renderPage('/x/[...slug]', route, (() => <DocsPage page={{ status: 'missing', title: navTitleOf(route), markdownPath: 'data/x.md' }} />) as never, basePageProps(route));
    expect(pageMetaFromHtml(head)).toMatchObject({ title: 'Sorting', description: 'Sorting: This page is not written yet.', noindex: false });
    expect(body).not.toContain('data-pagefind-body');
    expect(markdownTwinPath(route)).toBe('/x/react-data-grid/sorting.md');
  });

  it('names what differs when an exported head disagrees with the list', () => {
    const page = listed('/x/introduction/licensing');
    const html = `<head><title>Other - MUI X</title><meta name="description" content="${page.description}"><link rel="canonical" href="http://127.0.0.1:3000/x/introduction/licensing/"></head>`;
    expect(headDisagreement(page, html)).toBe(
      `x/introduction/licensing/index.html: title "Other" in the HTML, ${JSON.stringify(page.title)} in the page list; canonical "http://127.0.0.1:3000/x/introduction/licensing/" in the HTML, ${JSON.stringify(page.canonical)} in the page list`,
    );
  });
});
