// Runs Lighthouse on a list of pages and prints one JSON object: mobile three times (the median
// run, by performance score, is reported, as single mobile runs scatter), desktop once. Kept as plain JavaScript run by
// node: TypeScript loaders rewrite functions that Lighthouse serialises into the page, which then
// fail in the browser.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [origin, pagesJson] = process.argv.slice(2);
const pages = JSON.parse(pagesJson);

const chromium = createRequire(import.meta.url)('./chromium.json');

const RUNS = { mobile: 3, desktop: 1 };
const WARM_UP_MS = 3000;

// Each run in a browser of its own, with a fresh profile, as a new reader's first visit (and as
// separate Lighthouse invocations run): Lighthouse empties the HTTP cache between runs but keeps
// local storage, so runs sharing a browser would load a page that remembers a previous visit
// (src/client/theme/webFonts.ts) without that visit's cache.
async function run(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    chromeFlags: ['--headless=new', ...chromium.flags],
  });
  let runner;
  try {
    // A new browser builds its own interface pages (the omnibox popup's WebUI: ~200 ms of script
    // in another renderer) at about the first navigation; on two cores that ran beside the page.
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, preset === 'desktop' ? desktopConfig : undefined);
  } finally {
    await chrome.kill();
  }
  const { categories, audits } = runner.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const scripts = (audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    scriptKB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    domNodes: audits['dom-size']?.numericValue ?? null,
    // What the unthrottled load really did, from which the simulated figures are derived. Headless
    // Chromium can withhold frames from a page for whole seconds while it loads (the compositor
    // takes it for an unresponsive client, lighthouse#17148): the first paint is then observed
    // long after the load, and every request made before it counts towards the simulated LCP.
    observedPaintMs: observed.observedFirstContentfulPaint ?? null,
    observedLoadMs: observed.observedLoad ?? null,
  };
}

const results = {};
for (const [name, route] of Object.entries(pages)) {
  results[name] = {};
  for (const preset of ['mobile', 'desktop']) {
    const runs = [];
    for (let index = 0; index < RUNS[preset]; index += 1) runs.push(await run(`${origin}${route}`, preset));
    runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    results[name][preset] = runs[Math.floor(runs.length / 2)];
  }
}
process.stdout.write(JSON.stringify(results));
