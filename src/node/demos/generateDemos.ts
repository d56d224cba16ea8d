// The demo part of `npm run generate`: every demo's sources, JavaScript twin, preview and
// highlighting (cached by content, built over the cores), the static sources file each demo's
// code panel fetches, and the modules that load demos: one per demo, one per page, the index
// of pages and the build's registry.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { demoCodePath, DEMO_CODE_DIR } from './demoCode';
import { groupDemoFiles } from './demoFiles';
import { readLocalPackages } from './localPackageSources';
import { LOCAL_PACKAGES } from '../../shared/demos/localPackages';
import { demoRootModule, rootFileName, scopeModule, scopeModuleName, rehearsedPickers, usesCommercialPackage } from './demoModules';
import { buildRegistryModule, demoIdsOfPage, pageDemosModule, pageIndexModule, pageModuleName } from './pageModules';
import type { DemoSourceEntry } from '../../shared/demos/demoTypes';
import { routeForMarkdownPath } from '../markdown/contentPath';
import { buildDemo, type BuiltDemo, type DemoJob } from './demoJob';
import { filesUnder } from '../files/filesUnder';
import { removeOthers, writeIfChanged } from '../files/writeIfChanged';
import { installedSandboxVersions, SANDBOX_VERSIONS_FILE, sandboxVersionsModule } from './installedSandboxVersions';

export interface DemoGeneration {
  demos: number;
  /** Demos taken from the cache. */
  cached: number;
  /** Demos formatted and highlighted in this run. */
  built: number;
  pages: number;
  /** Generated files written (the rest were already up to date) and removed. */
  written: number;
  removed: number;
  workers: number;
  ms: number;
}

/** Below this many demos to build, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 8;

/** Everything that shapes a demo's generated output besides its own files. */
function generatorSalt(root: string): string {
  const hash = createHash('sha256');
  // The generator itself (this file, demoJob.ts) is among src/node/demos.
  const files = [...filesUnder(path.join(root, 'src/node/demos'), (name) => name.endsWith('.ts')).sort(), path.join(root, 'src/node/markdown/highlight.ts')];
  for (const file of files) hash.update(readFileSync(file));
  for (const pkg of ['prettier', 'typescript', 'prismjs']) hash.update(readFileSync(path.join(root, 'node_modules', pkg, 'package.json')));
  return hash.digest('hex');
}

function jobKey(salt: string, job: DemoJob): string {
  const hash = createHash('sha256').update(salt).update(job.demo).update(job.ts);
  for (const [file, source] of Object.entries(job.helpers).sort(([a], [b]) => a.localeCompare(b))) hash.update(file).update(source);
  return hash.digest('hex');
}

/** Runs the jobs over worker threads, one per core, each taking the next job when free. */
async function buildInWorkers(jobs: DemoJob[], count: number): Promise<BuiltDemo[]> {
  const results: BuiltDemo[] = new Array(jobs.length);
  let next = 0;
  const workers = Array.from({ length: count }, () => new Worker(path.join(__dirname, 'demoWorker.cjs')));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              if (next >= jobs.length) return resolve();
              const index = next++;
              worker.postMessage({ index, job: jobs[index] });
            };
            worker.on('message', (message: { index: number; result?: BuiltDemo; error?: string }) => {
              if (message.error !== undefined) return reject(new Error(`${jobs[message.index].demo}: ${message.error}`));
              results[message.index] = message.result as BuiltDemo;
              feed();
            });
            worker.on('error', reject);
            // A worker that dies without an error event would otherwise leave the build waiting, also
            // when it dies on the last job. Once its share is done, the exit of `terminate` below
            // rejects a settled promise: nothing.
            worker.on('exit', (code) => reject(new Error(`a demo worker stopped (exit code ${code}) before its demos were built`)));
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}

export async function generateDemos(root: string): Promise<DemoGeneration> {
  const started = performance.now();
  const dataDir = path.join(root, 'data');
  const outDir = path.join(root, 'src/client/demos/generated');
  const codeDir = path.join(root, 'public', DEMO_CODE_DIR);
  const cacheDir = path.join(root, 'node_modules/.cache/docs-demos');
  mkdirSync(cacheDir, { recursive: true });

  // A local package's components (`@docs/demo-data`'s RequestLog) are imported by demos, not
  // demos themselves; sandboxes get them through local-packages.json.
  const localFolders = Object.values(LOCAL_PACKAGES).map((folder) => `${path.relative('data', folder).replace(/\\/g, '/')}/`);
  const sources = Object.fromEntries(
    filesUnder(dataDir, (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      .map((file) => path.relative(dataDir, file).replace(/\\/g, '/'))
      .filter((file) => !localFolders.some((folder) => file.startsWith(folder)))
      .map((file) => [file, readFileSync(path.join(dataDir, file), 'utf8')]),
  );
  const jobs: DemoJob[] = groupDemoFiles(sources).map(({ demo, helpers }) => ({
    demo,
    ts: sources[demo],
    helpers: Object.fromEntries(helpers.map((helper) => [helper, sources[helper]])),
  }));

  // Cached demos are read back; the others are built, in workers when there are enough of them.
  const salt = generatorSalt(root);
  const keys = jobs.map((job) => jobKey(salt, job));
  const built: (BuiltDemo | null)[] = keys.map((key) => {
    const file = path.join(cacheDir, `${key}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuiltDemo) : null;
  });
  const missing = built.flatMap((result, index) => (result ? [] : [index]));
  const workers = missing.length >= WORKER_THRESHOLD ? Math.min(availableParallelism(), missing.length) : 0;
  const fresh = workers ? await buildInWorkers(missing.map((index) => jobs[index]), workers) : [];
  if (!workers) for (const index of missing) fresh.push(await buildDemo(jobs[index]));
  missing.forEach((index, position) => {
    built[index] = fresh[position];
    writeFileSync(path.join(cacheDir, `${keys[index]}.json`), JSON.stringify(fresh[position]));
  });

  let written = 0;
  const write = (file: string, content: string) => {
    if (writeIfChanged(file, content)) written += 1;
  };
  const manifest: Record<string, DemoSourceEntry> = {};
  const codeFiles = new Set<string>();
  const moduleFiles = new Set<string>();
  const scopeFiles = new Set<string>();
  const scopeOf = new Map<string, string>();
  jobs.forEach((job, index) => {
    const { entry, code } = built[index] as BuiltDemo;
    const json = JSON.stringify(code);
    const codePath = demoCodePath(entry.id, json);
    codeFiles.add(path.basename(codePath));
    write(path.join(root, 'public', codePath), json);
    manifest[entry.id] = { ...entry, codeUrl: `/${codePath}` };

    const moduleName = rootFileName(entry.id);
    moduleFiles.add(moduleName);
    const rootFile = path.join(outDir, 'roots', `${moduleName}.tsx`);
    const importPath = path.relative(path.dirname(rootFile), path.join(dataDir, job.demo)).replace(/\\/g, '/').replace(/\.tsx$/, '');
    const entrySources = [entry.ts, ...entry.files.map((file) => file.ts)];
    write(
      rootFile,
      demoRootModule(entry.id, importPath, { commercial: entrySources.some(usesCommercialPackage), rehearsals: rehearsedPickers(entrySources) }),
    );
    const scopeName = scopeModuleName(entrySources);
    scopeOf.set(entry.id, scopeName);
    scopeFiles.add(`${scopeName}.ts`);
    write(path.join(outDir, 'scopes', `${scopeName}.ts`), scopeModule(entrySources));
  });

  // Pages: the demos each markdown file names, for the per-page loader modules.
  const known = new Set(Object.keys(manifest));
  const pageFiles = new Set<string>();
  const pageRoutes: string[] = [];
  for (const file of filesUnder(dataDir, (name) => name.endsWith('.md')).sort()) {
    const relative = path.relative(root, file).replace(/\\/g, '/');
    const route = routeForMarkdownPath(relative);
    if (!route) continue;
    const folder = path.posix.dirname(path.posix.relative('data', relative));
    const ids = demoIdsOfPage(readFileSync(file, 'utf8'), folder, known);
    if (!ids.length) continue;
    pageRoutes.push(route);
    pageFiles.add(`${pageModuleName(route)}.ts`);
    write(path.join(outDir, 'pages', `${pageModuleName(route)}.ts`), pageDemosModule(ids, (id) => scopeOf.get(id) as string));
  }
  write(path.join(outDir, 'pageIndex.ts'), pageIndexModule(pageRoutes));
  write(path.join(outDir, 'buildRegistry.ts'), buildRegistryModule([...known]));
  write(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  // Our local packages' files (`@docs/demo-data`), which a sandbox copies beside its demo.
  write(path.join(outDir, 'local-packages.json'), `${JSON.stringify(await readLocalPackages(root, { dir: cacheDir, salt }), null, 1)}\n`);
  // And the versions it installs beside them.
  write(path.join(outDir, SANDBOX_VERSIONS_FILE), sandboxVersionsModule(installedSandboxVersions()));

  const removed =
    removeOthers(codeDir, codeFiles) +
    removeOthers(path.join(outDir, 'roots'), new Set([...moduleFiles].map((name) => `${name}.tsx`))) +
    removeOthers(path.join(outDir, 'scopes'), scopeFiles) +
    removeOthers(path.join(outDir, 'pages'), pageFiles) +
    removeOthers(outDir, new Set(['roots', 'scopes', 'pages', 'pageIndex.ts', 'buildRegistry.ts', 'manifest.json', 'local-packages.json', SANDBOX_VERSIONS_FILE]));

  return {
    demos: jobs.length,
    cached: jobs.length - missing.length,
    built: missing.length,
    pages: pageRoutes.length,
    written,
    removed,
    workers,
    ms: Math.round(performance.now() - started),
  };
}
