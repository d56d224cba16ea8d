/**
 * Gate: the built site as coding agents read it, checked by the Agent-Friendly Documentation Spec's
 * own checker (afdocs, run as its CLI), over five pages of different kinds and over a fixed
 * sample of 30 pages from llms.txt; and every page's HTML read as Markdown by its converter, held
 * to the size its page-size-html check asks of the sample. The export must have been built for the address it is
 * served from here (`npm run build:test` sets SITE_ORIGIN to it), since afdocs follows the
 * absolute links of llms.txt and the twins. `npm run serve`'s server (scripts/serve-static.mjs)
 * serves it, Markdown on request included. Fails on any failure or warning not accepted in
 * src/node/quality/agentDocsReport.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { judgeAfdocs, judgePageSizes, parseAfdocsReport } from '../src/node/quality/agentDocsReport';
import type { AgentIndex } from '../src/shared/agents/agentIndexFormat';
import { createStaticServer } from './serve-static.mjs';

const PAGES = ['/x/react-data-grid/sorting/', '/x/react-date-pickers/date-picker/', '/x/api/data-grid/data-grid/', '/x/react-charts/bars/', '/x/introduction/installation/'];

/** The origin the export names itself by (robots.txt's sitemap line), which must be a local one to serve it from. */
function builtOrigin(): URL {
  const robots = readFileSync('out/robots.txt', 'utf8');
  const sitemap = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1];
  if (!sitemap) throw new Error('out/robots.txt names no sitemap: was the site built?');
  const origin = new URL(sitemap);
  if (origin.hostname !== '127.0.0.1' || !origin.port) {
    throw new Error(`out/ was built for ${origin.origin}; build it for a local origin to check it here, e.g. SITE_ORIGIN=http://127.0.0.1:4321 (npm run build:test does)`);
  }
  return origin;
}

async function afdocs(args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('npx', ['afdocs', 'check', ...args, '--format', 'json', '--quiet', '--request-delay', '0', '--max-concurrency', '4'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    // afdocs exits non-zero when a check fails; its report is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return stdout;
    throw error;
  }
}

/**
 * afdocs' own HTML-to-Markdown converter, the one its page-size-html check measures with. Its
 * `afdocs/helpers` entry also loads a vitest runner (not installed here), so the converter's own
 * file is loaded, found beside the package's entry.
 */
async function afdocsConverter(): Promise<(html: string) => string> {
  const file = path.join(path.dirname(require.resolve('afdocs')), 'helpers', 'html-to-markdown.js');
  if (!existsSync(file)) throw new Error(`afdocs has no ${file} any more: has the installed afdocs moved its converter?`);
  const { htmlToMarkdown } = (await import(pathToFileURL(file).href)) as { htmlToMarkdown: (html: string) => string };
  return htmlToMarkdown;
}

/** Every page of the export read as Markdown by afdocs' converter, as its page-size-html check reads the sampled ones. */
async function pageSizes() {
  const htmlToMarkdown = await afdocsConverter();
  const index = JSON.parse(readFileSync('out/x/agent-index.json', 'utf8')) as AgentIndex;
  return index.pages.map((page) => ({ route: page.route, characters: htmlToMarkdown(readFileSync(`out${page.route}index.html`, 'utf8')).length }));
}

async function main(): Promise<boolean> {
  const origin = builtOrigin();
  const server = createStaticServer('out');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(origin.port), origin.hostname, resolve);
  });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x/`;
    const runs = [
      { label: `afdocs, ${PAGES.length} pages of different kinds`, args: [base, '--urls', PAGES.map((page) => `${origin.origin}${page}`).join(',')] },
      { label: 'afdocs, 30 pages sampled from llms.txt', args: [base, '--sampling', 'deterministic', '--max-links', '30'] },
    ];
    const sizes = judgePageSizes(await pageSizes());
    console.log(sizes.lines.join('\n'));
    let ok = sizes.ok;
    for (const run of runs) {
      const verdict = judgeAfdocs(run.label, parseAfdocsReport(await afdocs(run.args)));
      console.log(verdict.lines.join('\n'));
      ok &&= verdict.ok;
    }
    return ok;
  } finally {
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  }
}

main().then(
  (ok) => {
    if (!ok) {
      console.error('check-agent-docs: afdocs found problems an agent reading the docs would meet (above)');
      process.exit(1);
    }
  },
  (error: unknown) => {
    console.error(`check-agent-docs: ${(error as Error).message}`);
    process.exit(1);
  },
);
