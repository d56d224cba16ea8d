import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { scriptsOfTag } from '../boot/pageScripts';

/**
 * First-load JS (gzip) any page may ship. A bare Next.js + MUI page measured 150 kB on these
 * machines; our pages stay under it because their shell is static CSS and MUI loads on demand,
 * with the demos, which are never part of a first load.
 */
export const FIRST_LOAD_LIMIT = 150 * 1024;

/** Marker a demo module carries (a string literal, so it survives minification). */
export const DEMO_MARKER = /docs-demo:([A-Za-z0-9_./-]+)/g;

export interface PageScripts {
  scripts: string[];
  /** Demos the page renders, from `data-demo` attributes. */
  demos: string[];
}

export function extractScripts(html: string): PageScripts {
  const scripts: string[] = [];
  const demos: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      scripts.push(...scriptsOfTag(name, attributes));
      if (attributes['data-demo']) demos.push(attributes['data-demo']);
    },
  });
  parser.write(html);
  parser.end();
  return { scripts: [...new Set(scripts)], demos };
}

export interface FirstLoad {
  route: string;
  scripts: string[];
  demos: string[];
  raw: number;
  gzip: number;
}

export interface ScriptInfo {
  raw: number;
  gzip: number;
  /** Demo ids whose code is inside the script. */
  demos: string[];
}

export function describeScript(source: Buffer): ScriptInfo {
  const text = source.toString('utf8');
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    demos: [...new Set([...text.matchAll(DEMO_MARKER)].map((match) => match[1]))],
  };
}

/** First-load JavaScript of each page: every script its HTML starts (on first use, as they all do). */
export function measureFirstLoad(
  pages: readonly { route: string; html: string }[],
  script: (src: string) => ScriptInfo,
): FirstLoad[] {
  return pages.map(({ route, html }) => {
    const { scripts, demos } = extractScripts(html);
    const infos = scripts.map(script);
    return {
      route,
      scripts,
      demos,
      raw: infos.reduce((sum, info) => sum + info.raw, 0),
      gzip: infos.reduce((sum, info) => sum + info.gzip, 0),
    };
  });
}

export interface BudgetProblem {
  route: string;
  reason: string;
}

/**
 * Every page stays under the first-load limit, and no first-load script holds demo code: a
 * page's own demos load when they near the viewport, other pages' never.
 */
export function checkBudgets(
  loads: readonly FirstLoad[],
  script: (src: string) => ScriptInfo,
  limit = FIRST_LOAD_LIMIT,
): BudgetProblem[] {
  const problems: BudgetProblem[] = [];
  for (const load of loads) {
    if (load.gzip > limit) {
      problems.push({ route: load.route, reason: `first-load JS is ${kB(load.gzip)} gzip, over the ${kB(limit)} budget` });
    }
    for (const src of load.scripts) {
      const demos = script(src).demos;
      const own = demos.filter((demo) => load.demos.includes(demo));
      const foreign = demos.filter((demo) => !load.demos.includes(demo));
      if (own.length) {
        problems.push({ route: load.route, reason: `${src} puts demo code in the first load: ${own.join(', ')} (demos load near the viewport)` });
      }
      if (foreign.length) {
        problems.push({ route: load.route, reason: `${src} ships code of demos it does not render: ${foreign.join(', ')}` });
      }
    }
  }
  return problems;
}

/**
 * What a page's HTML may weigh, gzip, with the data it embeds for hydration: the reader pays it
 * before anything shows, so demo sources and API data must not pile up in it. 66 kB since every
 * page carries the whole nav tree (about 5.3 kB gzip: the drawer's groups open with no script),
 * the search dialog (1.2 kB) and the settings panel's icons as inline SVG (1.0 kB; as CSS images
 * they held the panel's first frame 60–90 ms on a phone), which answer a tap sooner than anything
 * they replaced; the heaviest pages, a pickers guide and the DataGridPremium API, weigh 64.8 and
 * 64.6 kB. Pages of grid demos fill the rest with their grids' still copies (snapshotBudget.ts).
 */
export const HTML_LIMIT = 66 * 1024;

export interface HtmlSize {
  route: string;
  raw: number;
  gzip: number;
}

export function measureHtml(pages: readonly { route: string; html: string }[]): HtmlSize[] {
  return pages.map(({ route, html }) => {
    const bytes = Buffer.from(html);
    return { route, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

/** The `count` heaviest pages, heaviest first. */
export function heaviestHtml(sizes: readonly HtmlSize[], count = 5): HtmlSize[] {
  return [...sizes].sort((a, b) => b.gzip - a.gzip || a.route.localeCompare(b.route)).slice(0, count);
}

export function checkHtmlBudget(sizes: readonly HtmlSize[], limit = HTML_LIMIT): BudgetProblem[] {
  return sizes
    .filter((size) => size.gzip > limit)
    .map((size) => ({ route: size.route, reason: `HTML is ${kB(size.gzip)} gzip (${kB(size.raw)} raw), over the ${kB(limit)} budget` }));
}

export function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
