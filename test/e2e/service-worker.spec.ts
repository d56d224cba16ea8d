import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/lib/chromiumLaunch';
import { cacheName } from '../../src/client/sw/cachePolicy';
import { startAndHydrate } from '../quality/audit';
import { startServerProcess, stopServerProcess } from '../support/serverProcess';

// `npm run build:test` sets SERVICE_WORKER_HOST=docs-sw.test; Chromium resolves it (and a host the
// worker must ignore) to 127.0.0.1, and treats both as secure origins, as HTTPS would be.
const HOST = 'docs-sw.test';
const OTHER_HOST = 'other-host.test';
const PORT = 4325;
const ORIGIN = `http://${HOST}:${PORT}`;
const SITE = path.resolve('test-results/sw-site');
const FIRST = '/x/react-data-grid/sorting/';
const SECOND = '/x/react-charts/bars/';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/**
 * A deploy of out/ the test can change: every entry links to out/, except `x/sw.js`, which is
 * copied so a "new deploy" can replace it without touching the build.
 */
function prepareSite() {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(path.join(SITE, 'x'), { recursive: true });
  for (const entry of readdirSync('out')) if (entry !== 'x') symlinkSync(path.resolve('out', entry), path.join(SITE, entry));
  for (const entry of readdirSync('out/x')) if (entry !== 'sw.js') symlinkSync(path.resolve('out/x', entry), path.join(SITE, 'x', entry));
  copyFileSync('out/x/sw.js', path.join(SITE, 'x/sw.js'));
}

const startServer = () =>
  startServerProcess(process.execPath, ['scripts/serve-static.mjs', '--root', SITE, '--port', String(PORT), '--host', '127.0.0.1'], `http://127.0.0.1:${PORT}/x/introduction/`);

const buildIdOf = (file: string) => /^\/\/ Docs build (\S+)/.exec(readFileSync(file, 'utf8'))![1];
const precacheList = (file: string) => [...readFileSync(file, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]).sort();

async function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      result[name] = requests.map((request) => new URL(request.url).pathname).sort();
    }
    return result;
  });
}

async function waitForCached(page: Page, cache: string, pathname: string) {
  await expect.poll(async () => (await cacheContents(page))[cache] ?? [], { timeout: 15_000 }).toContain(pathname);
}


let browser: Browser;
let server: ChildProcess;

test.beforeAll(async () => {
  prepareSite();
  server = await startServer();
  const secure = [HOST, OTHER_HOST].map((host) => `http://${host}:${PORT}`).join(',');
  browser = await chromium.launch(
    chromiumLaunch([`--host-resolver-rules=MAP ${HOST} 127.0.0.1, MAP ${OTHER_HOST} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${secure}`]),
  );
});

test.afterAll(async () => {
  await browser?.close();
  await stopServerProcess(server);
  rmSync(SITE, { recursive: true, force: true });
});

test('on the docs host: registers, precaches the shell, serves visited pages offline, and takes over after a deploy', async () => {
  const buildId = buildIdOf('out/x/sw.js');
  const context = await browser.newContext();
  const page = await context.newPage();

  // First visit: the worker installs, precaches the shell and claims the page.
  await page.goto(`${ORIGIN}${FIRST}`);
  await startAndHydrate(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(`${ORIGIN}/x/sw.js`);
  const caches1 = await cacheContents(page);
  const precache = Object.keys(caches1).find((name) => name.startsWith('mui-x-docs-precache'));
  expect(precache, `caches: ${Object.keys(caches1).join(', ')}`).toBeDefined();
  expect(caches1[precache!]).toEqual(precacheList('out/x/sw.js'));
  // The page and every script it loaded before the worker existed are cached too (it reports
  // them once claimed): the shell is in the precache, the rest in this build's run-time caches.
  // The site's own scripts: the ad network's (another origin) is never the worker's to cache.
  const scripts = await page.$$eval('script[src]', (elements, origin) => elements.map((element) => new URL((element as HTMLScriptElement).src)).filter((url) => url.origin === origin).map((url) => url.pathname), ORIGIN);
  expect(scripts.length).toBeGreaterThan(caches1[precache!].filter((url) => url.endsWith('.js')).length);
  await expect
    .poll(async () => {
      const now = await cacheContents(page);
      const cached = new Set([...now[precache!], ...(now[cacheName('assets', buildId)] ?? [])]);
      return scripts.filter((script) => !cached.has(script));
    }, { timeout: 15_000 })
    .toEqual([]);
  await waitForCached(page, cacheName('pages', buildId), FIRST);

  // A page reached by client-side navigation fetches only its data; its HTML is cached beside it.
  const next = page.locator('footer a[rel="next"]');
  const nextPath = new URL((await next.getAttribute('href'))!, ORIGIN).pathname;
  await next.click();
  await page.waitForURL(`**${nextPath}`);
  await waitForCached(page, cacheName('pages', buildId), nextPath);

  // A full load of another page, network first.
  await page.goto(`${ORIGIN}${SECOND}`);
  await startAndHydrate(page);
  await waitForCached(page, cacheName('pages', buildId), SECOND);

  // Server stopped: visited pages still open, hydrate and run their demos' code from the cache.
  await stopServerProcess(server);
  for (const pathname of [FIRST, nextPath, SECOND]) {
    const response = await page.goto(`${ORIGIN}${pathname}`);
    expect(response?.status(), pathname).toBe(200);
    await startAndHydrate(page);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  const unvisited = await page.goto(`${ORIGIN}/x/react-tree-view/`).catch((error: Error) => error);
  expect(unvisited instanceof Error || unvisited?.status() !== 200).toBe(true);

  // A new deploy: same pages, a worker with a new build id. The focused tab reloads once.
  server = await startServer();
  await page.goto(`${ORIGIN}${FIRST}`);
  await startAndHydrate(page);
  const rebuild = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts', '--only', 'sw', '--site', 'out', '--dest', path.join(SITE, 'x/sw.js'), '--build-id', 'e2e-deploy-2'], { encoding: 'utf8' });
  expect(rebuild.status, rebuild.stderr).toBe(0);
  let loads = 0;
  page.on('load', () => loads++);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  // Install, activation and the reload each wait on a loaded machine: a generous bound, and a
  // failure that says where the update stopped.
  await expect
    .poll(() => loads, { timeout: 45_000 })
    .toBe(1)
    .catch(async (error: Error) => {
      const state = await page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const worker = (w?: ServiceWorker | null) => (w ? `${new URL(w.scriptURL).pathname} ${w.state}` : 'none');
          return `installing ${worker(registration?.installing)}, waiting ${worker(registration?.waiting)}, active ${worker(registration?.active)}, controller ${worker(navigator.serviceWorker.controller)}, focused ${document.hasFocus()}`;
        })
        .catch((reason: Error) => `unreadable: ${reason.message}`);
      throw new Error(`${error.message}\nloads: ${loads}; ${state}`);
    });
  await startAndHydrate(page);
  await waitForCached(page, cacheName('pages', 'e2e-deploy-2'), FIRST);
  const after = Object.keys(await cacheContents(page));
  expect(after.filter((name) => name.endsWith(buildId))).toEqual([]);
  // No second reload: the new worker controls the page and nothing is waiting.
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
  await context.close();
});

test('never registers on another host', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const origin of [`http://${OTHER_HOST}:${PORT}`, `http://127.0.0.1:${PORT}`]) {
    await page.goto(`${origin}${FIRST}`);
    await startAndHydrate(page);
    // Registration would start right after hydration; give it time to show up if it were to.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((registrations) => registrations.length)), origin).toBe(0);
  }
  await context.close();
});

// Before the fix, workbox's NetworkFirst kept a navigation's redirect (an opaque answer) in the
// pages cache under the address that caused it, and replayed it without asking the server again.
test('never keeps a redirect or an opaque answer', async () => {
  // The deploy's worker, which the first test may have replaced.
  const buildId = buildIdOf(path.join(SITE, 'x/sw.js'));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${FIRST}`);
  await startAndHydrate(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await page.goto(`${ORIGIN}/x/react-data-grid/columns/`);
  await expect(page).toHaveURL(`${ORIGIN}/x/react-data-grid/column-definition/`);
  await page.goto(`${ORIGIN}/x/..%2fzh/%5Cevil.example/x/introduction/`);
  expect(new URL(page.url()).origin).toBe(ORIGIN);
  await waitForCached(page, cacheName('pages', buildId), '/x/react-data-grid/column-definition/');
  const pages = (await cacheContents(page))[cacheName('pages', buildId)];
  expect(pages).not.toContain('/x/react-data-grid/columns/');
  const kept = await page.evaluate(async (prefix) => {
    const entries: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.startsWith(prefix))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push(`${new URL(request.url).pathname} ${response?.type} ${response?.status} ${response?.redirected}`);
      }
    }
    return entries;
  }, 'mui-x-docs-');
  expect(kept.filter((entry) => !entry.endsWith(' basic 200 false'))).toEqual([]);
  await context.close();
});
