// How a page full of demos loads in a real browser: the JS its HTML asks for, what arrives before
// the reader scrolls, and what arrives as they scroll to the end, and their table. Used by `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromiumLaunch';
import { describeScript, extractScripts, kB, type ScriptInfo } from '../../src/node/quality/budgets';

export interface LoadStage {
  /** Gzip bytes of every script fetched by the end of this stage. */
  gzip: number;
  scripts: number;
  /** Demos whose own code chunk has been fetched by then. */
  demos: string[];
}

export interface DemoLoading {
  route: string;
  demosOnPage: number;
  /** What the HTML's `<script>` tags load: the page's first load. */
  firstLoad: LoadStage;
  /** Hydrated, at the top, nothing scrolled: demos near the viewport have loaded. */
  beforeScroll: LoadStage;
  afterScroll: LoadStage;
}

export async function measureDemoLoading(origin: string, route: string, outDir: string): Promise<DemoLoading> {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const { scripts: htmlScripts, demos } = extractScripts(html);
  const described = new Map<string, ScriptInfo>();
  const describe = (pathname: string) => {
    let info = described.get(pathname);
    if (!info) {
      info = describeScript(fs.readFileSync(path.join(outDir, decodeURIComponent(pathname))));
      described.set(pathname, info);
    }
    return info;
  };
  const stage = (pathnames: Iterable<string>): LoadStage => {
    const infos = [...new Set(pathnames)].map(describe);
    return {
      gzip: infos.reduce((sum, info) => sum + info.gzip, 0),
      scripts: infos.length,
      demos: [...new Set(infos.flatMap((info) => info.demos))].sort(),
    };
  };

  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunch(['--headless']),
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) fetched.push(url.pathname);
    });
    await page.goto(`${origin}${route}`);
    // A key starts the page's code, as a reader's first key would (src/client/boot/bootOnFirstUse.ts).
    await page.keyboard.press('Shift');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const beforeScroll = stage(fetched);

    // Scroll the way a reader does, a screen at a time, until every demo is live.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.waitForFunction((count) => document.querySelectorAll('[data-demo-live]').length === count, demos.length, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return {
      route,
      demosOnPage: demos.length,
      firstLoad: stage(htmlScripts),
      beforeScroll,
      afterScroll: stage(fetched),
    };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

export function printDemoLoading(loading: DemoLoading) {
  const { firstLoad, beforeScroll, afterScroll } = loading;
  const line = (label: string, stage: LoadStage) =>
    console.log(
      `  ${label.padEnd(30)} ${kB(stage.gzip).padStart(9)} in ${String(stage.scripts).padStart(2)} scripts; demo code: ${
        stage.demos.length ? `${stage.demos.length} of ${loading.demosOnPage} (${stage.demos.map((id) => id.split('/').pop()).join(', ')})` : 'none'
      }`,
    );
  console.log(`\nJS of a page with ${loading.demosOnPage} demos (gzip), ${loading.route}, 1280×800:`);
  line('first load (the HTML scripts)', firstLoad);
  line('hydrated, before scrolling', beforeScroll);
  line('scrolled to the end', afterScroll);
}
