import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageMetaFromHtml } from '../../src/node/seo/pageMeta';
import { contentStatus } from '../../src/node/content/contentStatus';
import { listPages } from '../../src/node/quality/builtPages';
import { exportedRoutes } from '../../src/shared/nav/siteNav';
import { expect, test } from './fixtures';

/** Every page of out/ that asks to be indexed, by its canonical URL: found by walking the export, not the nav. */
function indexablePages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const { file } of listPages('out')) {
    const meta = pageMetaFromHtml(readFileSync(file, 'utf8'));
    if (meta.canonical && !meta.noindex) pages.set(meta.canonical, meta.title);
  }
  return pages;
}

/** The indexable pages with content (not the "not written yet" notice), by the URL of their Markdown twin. */
function pagesWithTwins(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const { file } of listPages('out')) {
    const html = readFileSync(file, 'utf8');
    const meta = pageMetaFromHtml(html);
    if (!meta.canonical || meta.noindex || html.includes('data-testid="not-written"')) continue;
    pages.set(`${meta.canonical.replace(/\/$/, '')}.md`, meta.title);
  }
  return pages;
}

test('the sitemap lists exactly the exported pages that may be indexed', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  expect(new Set(locs).size).toBe(locs.length);
  expect([...locs].sort()).toEqual([...indexablePages().keys()].sort());
  // One per page of the nav tree: the build's site-files step lists the nav's pages, none of them noindex.
  expect(locs).toHaveLength(exportedRoutes.length);
});

test('robots.txt points at the sitemap; llms.txt links the Markdown twin of every page with content, with its title', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /playground/');

  const response = await request.get('/x/llms.txt');
  expect(response.status()).toBe(200);
  const llms = await response.text();
  expect(llms.startsWith('# MUI X\n\n> ')).toBe(true);
  const listed = new Map([...llms.matchAll(/^- \[((?:\\.|[^\]])*)\]\(([^)]+)\)/gm)].map((match) => [match[2], match[1].replace(/\\(.)/g, '$1')]));
  expect(listed).toEqual(pagesWithTwins());
  // Every guide with content and every API page, as the routes and data/ say.
  const { written, generated } = contentStatus(exportedRoutes);
  expect(listed.size).toBe(written.length + generated.length);
  expect(llms).toMatch(/^- \[Data Grid - Pagination\]\(\S+\/x\/react-data-grid\/pagination\.md\): \S/m);
  // A sample of the links is served here as Markdown (the links carry the configured site's origin, not this server's).
  for (const url of [...listed.keys()].filter((_, index) => index % 20 === 0)) {
    const twin = await request.get(new URL(url).pathname);
    expect(twin.status(), url).toBe(200);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  }
});

test('pages carry Open Graph and Twitter cards with their title and description', async ({ page }) => {
  await page.goto('/x/react-data-grid/pagination/');
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
  const title = await page.title();
  const description = await meta('name="description"');
  expect(description).toBeTruthy();
  expect(await meta('property="og:title"')).toBe(title);
  expect(await meta('property="og:description"')).toBe(description);
  expect(await meta('property="og:url"')).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
  expect(await meta('name="twitter:card"')).toBe('summary_large_image');
  expect(await meta('name="twitter:title"')).toBe(title);
  expect(await meta('name="twitter:description"')).toBe(description);
});

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('a page names its Open Graph image, which the site serves as a 1200×630 PNG; twitter:image is the same', async ({ page, request }) => {
  await page.goto('/x/react-data-grid/column-pinning/');
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
  const image = await meta('property="og:image"');
  expect(image).toMatch(/^https?:\/\/[^/]+\/x\/og\/react-data-grid\/column-pinning\.png$/);
  expect(new URL(image!).origin).toBe(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin);
  expect(await meta('name="twitter:image"')).toBe(image);
  expect(await meta('name="twitter:card"')).toBe('summary_large_image');
  expect(await meta('property="og:image:width"')).toBe('1200');
  expect(await meta('property="og:image:height"')).toBe('630');
  expect(await meta('property="og:image:alt"')).toBe('Data Grid: Column pinning (Pro plan) - MUI X');

  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});

test('every indexable page has its image in out/; pages that are not indexed or redirect have none', async ({ request }) => {
  let checked = 0;
  for (const { route, file } of listPages('out')) {
    const meta = pageMetaFromHtml(readFileSync(file, 'utf8'));
    // A redirect page's canonical link names its target.
    if (!meta.canonical || meta.noindex || new URL(meta.canonical).pathname !== route) {
      expect(meta.ogImage, file).toBeUndefined();
      continue;
    }
    expect(meta.ogImage, file).toBeDefined();
    const png = path.join('out', new URL(meta.ogImage!).pathname);
    expect(existsSync(png), `${file} names ${png}`).toBe(true);
    checked += 1;
  }
  // One image per page of the nav tree.
  expect(checked).toBe(exportedRoutes.length);

  for (const route of ['/404.html', '/playground/']) {
    const html = await (await request.get(route)).text();
    expect(pageMetaFromHtml(html).noindex).toBe(true);
    expect(html).not.toContain('og:image');
    expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
  }
});
