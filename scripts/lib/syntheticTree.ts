// The bench's synthetic tree: a temporary copy of the project with demos copied from the real
// ones onto pages that have none (a page not written yet gets a page of its own, a written page
// without demos gets them after its text), so the engine is measured with more demos than the
// content has and a page that gains none can be compared before and after. Never committed: the
// copy lives under the system's temporary folder and is removed afterwards.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentStatus } from '../../src/node/content/contentStatus';
import { markdownPathForRoute } from '../../src/node/markdown/contentPath';
import { exportedRoutes } from '../../src/shared/nav/siteNav';
import type { DemoSourceEntry } from '../../src/shared/demos/demoTypes';
import { treeRss } from './processTree';

export interface SourceDemo {
  name: string;
  ts: string;
}

/** Relative path → content of every file the synthetic tree adds. */
export interface SyntheticPlan {
  files: Record<string, string>;
  pages: number;
  demos: number;
}

const title = (route: string) =>
  route
    .split('/')
    .filter(Boolean)
    .slice(-1)[0]
    .replace(/-/g, ' ')
    .replace(/^./, (letter) => letter.toUpperCase());

/**
 * Gives each route `perPage` demos, taken in turn from the real single-file demos and renamed.
 * A route in `written` keeps its page and gets the demos after its text; any other route gets a
 * markdown page naming them the way authors do.
 */
export function planSyntheticTree(
  routes: readonly string[],
  sources: readonly SourceDemo[],
  perPage = 5,
  written: ReadonlyMap<string, string> = new Map(),
): SyntheticPlan {
  if (!sources.length) throw new Error('The synthetic tree needs at least one single-file demo to copy');
  const files: Record<string, string> = {};
  let next = 0;
  for (const route of routes) {
    const markdown = markdownPathForRoute(route);
    const folder = path.posix.dirname(markdown);
    const sections: string[] = [];
    for (let index = 1; index <= perPage; index += 1) {
      const source = sources[next % sources.length];
      next += 1;
      const name = `Bench${source.name}${index}`;
      files[`${folder}/${name}.tsx`] = source.ts.replace(/export default function \w+/, `export default function ${name}`);
      sections.push(`## Bench example ${index}\n\nA demo copied from ${source.name} to measure the engine.\n\n{{"demo": "${name}.js"}}\n`);
    }
    const page = written.get(route);
    files[markdown] =
      page !== undefined
        ? [page.trimEnd(), '', ...sections].join('\n')
        : [
            '---',
            `title: ${title(route)}`,
            `description: A synthetic page with ${perPage} demos, made by the bench.`,
            '---',
            '',
            `# ${title(route)}`,
            '',
            `<p class="description">A synthetic page with ${perPage} demos, made by the bench.</p>`,
            '',
            ...sections,
          ].join('\n');
  }
  return { files, pages: routes.length, demos: next };
}

export interface TimedRun {
  seconds: number;
  peakRssMB: number;
}

/** Runs a command in `cwd`, sampling the resident memory of its whole process tree. */
export async function timedRun(command: string, args: string[], cwd: string): Promise<TimedRun> {
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 200);
  const code: number = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} with exit code ${code}`);
  return { seconds: Number(((Date.now() - started) / 1000).toFixed(1)), peakRssMB: Math.round(peak / 1024 / 1024) };
}

export interface ProjectCopy {
  dir: string;
  /** Adds the synthetic demos to the copy, leaving the `keep` routes as they are; returns what was added. */
  addSyntheticDemos(keep: readonly string[]): { plan: SyntheticPlan; demos: number };
}

/**
 * Copies the project (tracked files, the generated API data and theme, node_modules as hard
 * links) to a temporary folder. Built there before and after `addSyntheticDemos`, the two builds
 * differ only by the demos: chunk names depend on where the project sits, so a copy is compared
 * with itself, never with the original folder.
 */
export function copyProject(root: string): ProjectCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-synthetic-'));
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  for (const generated of ['src/shared/api/generated', 'src/client/theme/generated']) {
    fs.cpSync(path.join(root, generated), path.join(dir, generated), { recursive: true });
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  // The copy starts with no demo cache: its first generation is cold.
  fs.rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });

  const addSyntheticDemos = (keep: readonly string[]) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'src/client/demos/generated/manifest.json'), 'utf8')) as Record<string, DemoSourceEntry>;
    const entries = Object.values(manifest);
    const sources = entries.filter((entry) => entry.files.length === 0).map((entry) => ({ name: entry.name, ts: entry.ts }));
    const { missing, written } = contentStatus(exportedRoutes, root);
    const withoutDemos = new Map<string, string>();
    for (const route of written) {
      const page = fs.readFileSync(path.join(root, markdownPathForRoute(route)), 'utf8');
      if (!keep.includes(route) && !page.includes('{{"demo"')) withoutDemos.set(route, page);
    }
    const plan = planSyntheticTree([...missing.filter((route) => !keep.includes(route)), ...withoutDemos.keys()], sources, 5, withoutDemos);
    for (const [file, content] of Object.entries(plan.files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    // The demo cache of the baseline build goes: the synthetic tree's first generation is cold.
    fs.rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
    return { plan, demos: entries.length + plan.demos };
  };
  return { dir, addSyntheticDemos };
}
