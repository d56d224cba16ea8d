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

/** The markdown links of an index file: address → link text. */
const linksOf = (text: string) => new Map([...text.matchAll(/^- \[((?:\\.|[^\]])*)\]\(([^)]+)\)/gm)].map((match) => [match[2], match[1].replace(/\\(.)/g, '$1')]));

test('robots.txt points at the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /playground/');
});

test('llms.txt, at the root and under /x/, leads through the products\' indexes to the Markdown twin of every page with content; every link resolves', async ({ request }) => {
  const index = await request.get('/llms.txt');
  expect(index.status()).toBe(200);
  const short = await index.text();
  expect(await (await request.get('/x/llms.txt')).text()).toBe(short);
  expect(short.startsWith('# MUI X\n\n> ')).toBe(true);
  // An agent's single fetch keeps about 50,000 characters.
  expect(short.length).toBeLessThan(50_000);

  const listed = new Map<string, string>();
  const productIndexes = [...linksOf(short).keys()].filter((url) => /\/llms-[a-z-]+\.txt$/.test(url) && !url.endsWith('/llms-full.txt'));
  expect(productIndexes.map((url) => new URL(url).pathname)).toEqual(['/x/llms-data-grid.txt', '/x/llms-date-pickers.txt', '/x/llms-charts.txt', '/x/llms-tree-view.txt']);
  for (const [url, title] of linksOf(short)) if (url.endsWith('.md')) listed.set(url, title);
  for (const url of productIndexes) {
    const response = await request.get(new URL(url).pathname);
    expect(response.status(), url).toBe(200);
    const text = await response.text();
    expect(text.length, url).toBeLessThan(50_000);
    for (const [link, title] of linksOf(text)) listed.set(link, title);
  }
  expect(listed).toEqual(pagesWithTwins());
  // Every guide with content and every API page, as the routes and data/ say.
  const { written, generated } = contentStatus(exportedRoutes);
  expect(listed.size).toBe(written.length + generated.length);
  // Every link resolves to an exported file (the links carry the configured site's origin, not this server's).
  for (const url of [...listed.keys(), ...linksOf(short).keys()]) {
    expect(existsSync(path.join('out', new URL(url).pathname)), url).toBe(true);
  }
  const twin = await request.get('/x/react-data-grid/pagination.md');
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
});

test('llms-full.txt holds every listed page\'s Markdown; agent-index.json names files that exist', async ({ request }) => {
  const full = await (await request.get('/x/llms-full.txt')).text();
  const twins = [...pagesWithTwins().keys()];
  expect(full.match(/^<!-- Source: \S+ -->$/gm)).toHaveLength(twins.length);
  expect(full).toContain(readFileSync('out/x/react-data-grid/pagination.md', 'utf8').trim());

  const index = (await (await request.get('/x/agent-index.json')).json()) as import('../../src/shared/agents/agentIndexFormat').AgentIndex;
  expect(index.pages.map((page) => page.markdown[0]).sort()).toEqual(twins.map((url) => new URL(url).pathname).sort());
  const files = [...index.pages.flatMap((page) => page.markdown), ...index.api.map((entry) => entry.data), ...index.demos.map((demo) => demo.code)];
  for (const file of files) expect(existsSync(path.join('out', file)), file).toBe(true);
  const grid = index.api.find((entry) => entry.name === 'DataGrid')!;
  expect(grid).toMatchObject({ kind: 'component', product: 'x-data-grid', route: '/x/api/data-grid/data-grid/' });
  const data = await (await request.get(grid.data)).json();
  expect(data.props.find((prop: { name: string }) => prop.name === 'rows')).toBeTruthy();
  expect(index.demos.some((demo) => demo.page === '/x/react-data-grid/sorting/')).toBe(true);

  // Every twin and part fits an agent's fetch; a long page continues in parts its twin links, all listed.
  const markdownFiles = index.pages.flatMap((page) => page.markdown);
  for (const file of markdownFiles) expect(readFileSync(path.join('out', file), 'utf8').length, file).toBeLessThan(50_000);
  const axis = index.pages.find((page) => page.route === '/x/react-charts/axis/')!;
  expect(axis.markdown.slice(0, 2)).toEqual(['/x/react-charts/axis.md', '/x/react-charts/axis.part-2.md']);
  expect(readFileSync('out/x/react-charts/axis.md', 'utf8')).toContain('/x/react-charts/axis.part-2.md) of this page.*');
});

test('every page and every twin tells an agent where the index is, near its top', async ({ page, request }) => {
  for (const route of ['/x/react-data-grid/sorting/', '/x/api/data-grid/data-grid/', '/x/introduction/installation/']) {
    const html = await (await request.get(route)).text();
    const body = html.slice(html.indexOf('<body'));
    const at = body.indexOf('href="/x/llms.txt"');
    expect(at, route).toBeGreaterThan(0);
    expect(at / body.length, route).toBeLessThan(0.1);
    const twin = await (await request.get(`${route.replace(/\/$/, '')}.md`)).text();
    expect(twin.split('\n')[2], route).toMatch(/^> For AI agents: .*\/x\/llms\.txt$/);
  }
  // A person can reach the line too: out of sight until the keyboard gets to it, then shown.
  await page.goto('/x/react-data-grid/sorting/');
  const link = page.getByRole('link', { name: 'Docs for AI agents: /x/llms.txt' });
  await expect(link).not.toBeInViewport();
  await link.focus();
  await expect(link).toBeInViewport();
});

test('a page asked for as Markdown answers with its twin; a browser gets the page; both say they vary on Accept', async ({ request }) => {
  const markdown = await request.get('/x/react-data-grid/pagination/', { headers: { Accept: 'text/markdown' } });
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(markdown.headers().vary).toContain('Accept');
  expect(await markdown.text()).toBe(readFileSync('out/x/react-data-grid/pagination.md', 'utf8'));
  const noSlash = await request.get('/x/react-data-grid/pagination', { headers: { Accept: 'text/markdown, text/html;q=0.9' }, maxRedirects: 0 });
  expect(noSlash.headers()['content-type']).toBe('text/markdown; charset=utf-8');

  const html = await request.get('/x/react-data-grid/pagination/', { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
  expect(html.headers()['content-type']).toContain('text/html');
  expect(html.headers().vary).toContain('Accept');
  // A page with no twin stays a page.
  const error = await request.get('/x/production-error/', { headers: { Accept: 'text/markdown' } });
  expect(error.headers()['content-type']).toContain('text/html');
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
