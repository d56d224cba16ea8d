// What the host files of out/ (_redirects, _headers, _nginx.conf, the precompressed twins) make a
// server answer: the e2e server (Debian's nginx with the generated block, scripts/serve-nginx.ts)
// and `npm start` (scripts/serve-static.mjs, which applies the two files a Netlify or Cloudflare
// host reads) must answer alike.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { movedPages, retiredPaths, shortLinks } from '../../data/redirects';
import { startServerProcess, stopServerProcess } from '../support/serverProcess';
import { expect, test } from './fixtures';

test('a redirected address without redirect rules still has a page that moves the reader on', () => {
  const html = fs.readFileSync(path.join('out', 'x/react-data-grid/selection/index.html'), 'utf8');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/x\/react-data-grid\/row-selection\/">/);
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/x/react-data-grid/row-selection/">');
  expect(html).toContain('<a href="/x/react-data-grid/row-selection/">');
  expect(html).not.toContain('<script');
});

/** The tests every server of the site must pass. */
function serverAnswers() {
  test('every redirect answers 301 or 302, and each site target is a page that answers 200', async ({ request }) => {
    const rules = [...movedPages, ...retiredPaths, ...shortLinks];
    for (const rule of rules) {
      for (const address of [rule.from, rule.from.replace(/\/$/, '')]) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(rule.status);
        expect(response.headers().location, address).toBe(rule.to);
      }
      if (rule.to.startsWith('/')) {
        const target = await request.get(rule.to.split('#')[0], { maxRedirects: 0 });
        expect(target.status(), rule.to).toBe(200);
      }
    }
  });

  test('language prefixes and the root lead to the English page', async ({ request, page }) => {
    const prefixed = await request.get('/zh/x/react-data-grid/pagination/', { maxRedirects: 0 });
    expect(prefixed.status()).toBe(301);
    expect(prefixed.headers().location).toBe('/x/react-data-grid/pagination/');
    const prefixRoot = await request.get('/ja/', { maxRedirects: 0 });
    expect([prefixRoot.status(), prefixRoot.headers().location]).toEqual([301, '/x/introduction/']);
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.headers().location).toBe('/x/introduction/');
    await page.goto('/fr/x/react-data-grid/columns/');
    await expect(page).toHaveURL(/\/x\/react-data-grid\/column-definition\/$/);
  });

  // Found by an attack (issue 37): `/zh/%5Cevil.example/` answered `Location: /\evil.example/`, which
  // browsers follow to evil.example, on nginx and in `npm start`; `/x/..%2fzh/…` did it from under /x/.
  test('no address leaves the site through a redirect: backslashes, encoded and doubled slashes, dot segments', async ({ request, page, baseURL, consoleProblems }) => {
    const { formerLanguages } = await import('../../data/redirects');
    const attacks = formerLanguages.flatMap((language) => [
      `/${language}/%5Cevil.example/`,
      `/${language}/%5cevil.example/x/introduction/`,
      `/${language}//evil.example/`,
      `/${language}/%2Fevil.example/`,
      `/${language}/x/%5Cevil.example/`,
      `/${language}/x/%2F%2Fevil.example/`,
      `/${language}/x//%5Cevil.example/`,
      `/x/..%2f${language}/%5Cevil.example/x/introduction/`,
      `/x/..%2F${language}/x/%5C%5Cevil.example/`,
    ]);
    const origin = new URL(baseURL!).origin;
    for (const address of [...attacks, '/%5Cevil.example/x/introduction', '/x/%5C%5Cevil.example/..%2Fintroduction', '//evil.example/x/introduction']) {
      // Absolute, so that `//evil.example/…` is sent to this server as a path, as an attacker's client would.
      const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
      const location = response.headers().location;
      if (location !== undefined) expect(new URL(location, `${origin}/`).origin, `${address} → ${location}`).toBe(origin);
      expect([301, 302, 308, 400, 404], address).toContain(response.status());
    }
    // And as a browser follows them: it ends on this origin (a request to evil.example would fail the test's watch).
    consoleProblems.allow(/404/);
    for (const address of ['/zh/%5Cevil.example/', '/x/..%2fzh/%5Cevil.example/x/introduction/', '/ru/x/%5Cevil.example/']) {
      await page.goto(address);
      expect(new URL(page.url()).origin, address).toBe(origin);
    }
  });

  test('host files are not served: _headers, _redirects, the nginx block, their twins', async ({ request }) => {
    expect(fs.existsSync('out/_nginx.conf')).toBe(false);
    for (const address of ['/_headers', '/_redirects', '/_nginx.conf', '/_nginx.conf.gz', '/_headers.br', '/x/..%2f_redirects', '/_anything']) {
      expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
    }
  });

  test('each kind of file gets its caching, type and the security headers', async ({ request }) => {
    const page = await request.get('/x/introduction/');
    const headers = page.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const policy = headers['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    const scriptSources = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");

    const chunk = (await page.text()).match(/\/_next\/static\/chunks\/[\w.-]+\.js/)![0];
    expect((await request.get(chunk)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/x/sw.js')).headers()['cache-control']).toBe('no-cache');
    const twin = await request.get('/x/introduction.md');
    expect(twin.headers()['content-type']).toContain('text/markdown');
    expect(twin.headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('text goes out as the build’s Brotli or gzip twin, whichever the client takes', async ({ request }) => {
    const html = fs.readFileSync(path.join('out', 'x/introduction/index.html'), 'utf8');
    expect(fs.statSync(path.join('out', 'x/introduction/index.html.br')).size).toBeLessThan(html.length / 3);
    const brotli = await request.get('/x/introduction/', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get('/x/introduction/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await brotli.text()).toBe(html);
    expect(await gzip.text()).toBe(html);
  });
}

test.describe('the e2e server', () => {
  serverAnswers();
});

const NODE_PORT = Number(process.env.NODE_SERVER_PORT ?? 4332);

test.describe('npm start', () => {
  // One worker owns the server: with fully parallel tests, a second worker would spawn its own on the
  // same port, lose the bind, and find no server once the first worker's afterAll stopped it.
  test.describe.configure({ mode: 'default' });
  let server: ChildProcess | null = null;
  test.use({ baseURL: `http://127.0.0.1:${NODE_PORT}` });
  test.beforeAll(async () => {
    server = await startServerProcess(process.execPath, ['scripts/serve-static.mjs', '--port', String(NODE_PORT), '--host', '127.0.0.1'], `http://127.0.0.1:${NODE_PORT}/x/introduction/`);
  });
  test.afterAll(() => stopServerProcess(server));
  serverAnswers();
});

test('pages run under the content policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const route of ['/x/introduction/', '/x/react-data-grid/pagination/', '/x/api/data-grid/data-grid/', '/playground/']) {
    await page.goto(route);
    await page.keyboard.press('Shift');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  }
  expect(violations).toEqual([]);
});
