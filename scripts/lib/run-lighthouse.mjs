// Runs Lighthouse on a list of pages and prints one JSON object: mobile three times (the median
// run, by performance score, is reported, as single mobile runs scatter), desktop once, and a user
// flow three times (median by blocking time): the mobile load with applied throttling, then a
// timespan in which the reader taps the page's title and waits for it to settle. Simulated runs
// stop watching before a page left untouched starts its code (5 s after its load event:
// src/client/boot/bootOnFirstUse.ts), so their blocking time leaves that start out. With applied
// throttling Lighthouse waits for 5.25 s of quiet after the load, so the flow's load step sees
// the code start as an untouched reader's page runs it, and scores the page with it. Kept as plain JavaScript run by
// node: TypeScript loaders rewrite functions that Lighthouse serialises into the page, which then
// fail in the browser.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// Its arguments: the site's origin, the pages as JSON, and the Chromium to launch (the bench passes
// chromiumLaunch's, which CHROMIUM_PATH sets: src/shared/site/settings.ts).
const [origin, pagesJson, chromePath] = process.argv.slice(2);
const pages = JSON.parse(pagesJson);

const chromium = createRequire(import.meta.url)('./chromium.json');

const RUNS = { mobile: 3, desktop: 1 };
const WARM_UP_MS = 3000;

// Each run in a browser of its own, with a fresh profile, as a new reader's first visit (and as
// separate Lighthouse invocations run): Lighthouse empties the HTTP cache between runs but keeps
// local storage, so runs sharing a browser would load a page that remembers a previous visit
// (src/client/theme/webFonts.ts) without that visit's cache.
async function launchWarmBrowser() {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromium.flags],
  });
  // A new browser builds its own interface pages (the omnibox popup's WebUI: ~200 ms of script
  // in another renderer) at about the first navigation; on two cores that ran beside the page.
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  return chrome;
}

async function run(url, preset) {
  const chrome = await launchWarmBrowser();
  let runner;
  try {
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

const FLOW_RUNS = 3;
/** How long after the load step the reader taps, and how long the timespan watches after hydration. */
const TAP_AFTER_MS = 1000;
const SETTLE_MS = 3000;

async function runFlow(url) {
  const chrome = await launchWarmBrowser();
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    // Applied throttling (the mobile preset's 4× CPU, 150 ms, 1.6 Mbit/s): a timespan has no simulation.
    const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools', onlyCategories: ['performance'] } } });
    await flow.navigate(url);
    await flow.startTimespan();
    await new Promise((resolve) => setTimeout(resolve, TAP_AFTER_MS));
    await page.tap('h1').catch(() => page.click('h1'));
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await flow.endTimespan();
    const [load, span] = (await flow.createFlowResult()).steps.map((step) => step.lhr);
    const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      loadPerformance: Math.round((load.categories.performance?.score ?? 0) * 100),
      loadTbtMs: Math.round(metric(load, 'total-blocking-time')),
      tapTbtMs: Math.round(metric(span, 'total-blocking-time')),
      tapInpMs: Math.round(metric(span, 'interaction-to-next-paint')),
      tapCls: Number(metric(span, 'cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
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
  const flows = [];
  for (let index = 0; index < FLOW_RUNS; index += 1) flows.push(await runFlow(`${origin}${route}`));
  flows.sort((a, b) => a.loadTbtMs + a.tapTbtMs - (b.loadTbtMs + b.tapTbtMs));
  results[name].flow = flows[Math.floor(flows.length / 2)];
}
process.stdout.write(JSON.stringify(results));
