/**
 * What the build does after `next build` has exported the pages, in order, in one process
 * (scripts/build-site.ts). Each step reads what the ones before it wrote: the export is finished
 * before anything reads a page, the grid snapshots are in a page before the search index, the
 * twins are written before the agents' index files link them, and every file is in place before the
 * hosting step hashes its inline scripts and compresses it.
 */
import { finishExport } from '../export/finishExport';
import { writeGridSnapshots } from '../gridSnapshots/writeGridSnapshots';
import { writeMarkdownTwins } from '../seo/markdownTwin/writeMarkdownTwins';
import { writeSiteFiles } from '../seo/writeSiteFiles';
import { writeAgentFiles } from '../agents/writeAgentFiles';
import { writeOgImages } from '../seo/ogImage/writeOgImages';
import { writeSearchIndex } from '../search/writeSearchIndex';
import { writeServiceWorker } from '../sw/writeServiceWorker';
import { writeHostFiles } from '../hosting/writeHostFiles';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headDisagreement, sitePages, type SitePage } from './sitePages';
import type { StepContext } from './stepContext';
import { SITE_ORIGIN } from '../../shared/site/settings';

export interface SiteStep {
  /** What `--only` calls it, and the start of its log lines. */
  name: string;
  /** What it does, for `--help`. */
  does: string;
  run(context: StepContext): void | Promise<void>;
}

export const SITE_STEPS: readonly SiteStep[] = [
  { name: 'export', does: 'streamed boundaries inline, page data slimmed, scripts behind the first-use loader, 404.html', run: finishExport },
  { name: 'grid-snapshots', does: "a still copy of each Data Grid demo's first screen in its box", run: writeGridSnapshots },
  { name: 'twins', does: 'the Markdown twin of every guide and API page', run: writeMarkdownTwins },
  { name: 'site-files', does: 'sitemap.xml, robots.txt', run: writeSiteFiles },
  { name: 'agent-files', does: 'llms.txt (at / and /x/), an index per product, llms-full.txt, the API entries as JSON, x/agent-index.json', run: writeAgentFiles },
  { name: 'og-images', does: 'the Open Graph image of every indexable page', run: writeOgImages },
  { name: 'search', does: 'the search map and the Pagefind index', run: writeSearchIndex },
  { name: 'sw', does: 'the service worker, x/sw.js', run: writeServiceWorker },
  { name: 'hosting', does: 'redirects, headers, the nginx block, fallback pages, Brotli and gzip twins', run: writeHostFiles },
];

/** The steps `only` names, in the build's order; all of them without it. Throws on a name no step has. */
export function stepsToRun(only: readonly string[]): SiteStep[] {
  const unknown = only.filter((name) => !SITE_STEPS.some((step) => step.name === name));
  if (unknown.length) throw new Error(`no step is called ${unknown.join(', ')}; the steps are ${SITE_STEPS.map((step) => step.name).join(', ')}`);
  return only.length ? SITE_STEPS.filter((step) => only.includes(step.name)) : [...SITE_STEPS];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The page list of the export at `site`, computed once, and held against the head of the export's
 * first page: the export must have been built from the same sources and SITE_ORIGIN as the list.
 */
function pageListOf(site: string, root: string): () => readonly SitePage[] {
  let pages: readonly SitePage[] | null = null;
  return () => {
    if (pages) return pages;
    const list = sitePages(root);
    const first = list[0];
    const file = path.join(site, first.file);
    if (!existsSync(file)) throw new Error(`${file} is missing; the nav tree lists ${first.route} first: was ${site} exported?`);
    const disagreement = headDisagreement(first, readFileSync(file, 'utf8'));
    if (disagreement) {
      throw new Error(
        `the export and the page list computed from the sources disagree (${disagreement}): was ${site} built from this tree, with the same SITE_ORIGIN (${SITE_ORIGIN} here)?`,
      );
    }
    pages = list;
    return pages;
  };
}

/**
 * Runs `steps` one after the other; each step's lines start with its name, and its time follows
 * it. A step that throws stops the run, its error named by the step.
 */
export async function runSiteSteps(steps: readonly SiteStep[], settings: Omit<StepContext, 'log' | 'pages'>, print: (line: string) => void = console.log): Promise<void> {
  const context = { ...settings, pages: pageListOf(settings.site, settings.root) };
  const times: string[] = [];
  const started = performance.now();
  for (const step of steps) {
    const stepStarted = performance.now();
    try {
      await step.run({ ...context, log: (line) => print(`${step.name}: ${line}`) });
    } catch (error) {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const took = seconds(performance.now() - stepStarted);
    times.push(`${step.name} ${took}`);
    print(`${step.name}: done in ${took}`);
  }
  if (steps.length > 1) print(`build-site: ${steps.length} steps in ${seconds(performance.now() - started)} (${times.join(', ')})`);
}
