// Runs Lighthouse on a list of pages and prints one JSON object. Kept as plain JavaScript run by
// node: TypeScript loaders rewrite functions that Lighthouse serialises into the page, which then
// fail in the browser.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [origin, pagesJson] = process.argv.slice(2);
const pages = JSON.parse(pagesJson);

const chromium = createRequire(import.meta.url)('./chromium.json');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  chromeFlags: ['--headless=new', ...chromium.flags],
});

const results = {};
try {
  for (const [name, route] of Object.entries(pages)) {
    results[name] = {};
    for (const preset of ['mobile', 'desktop']) {
      const runner = await lighthouse(
        `${origin}${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits } = runner.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
      results[name][preset] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      };
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(results));
