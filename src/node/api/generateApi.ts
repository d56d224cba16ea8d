// The API reference part of `npm run generate`: one JSON per API page and a manifest of them, from
// the installed packages' typings, held to the site model's list of pages and plans. Cached:
// skipped when the packages, the extractor, the model and the guide pages' `components:` lists
// are unchanged since the last run.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateApiPages } from './generateApiPages';
import { API_FOLDERS } from './reference';
import { declaredPlanProblems } from './declaredPlans';
import { apiManifest } from '../../shared/site/apiPageLists';
import type { ApiDemoLink } from '../../shared/api/apiTypes';
import { kebabCase } from '../../shared/nav/apiRoutes';
import { routeForMarkdownPath } from '../markdown/contentPath';
import { splitFrontMatter } from '../markdown/frontMatter';
import { filesUnder } from '../files/filesUnder';
import { demoLinkOf } from './demoLink';

/** Guide pages by component they list in their front matter, with the page's h1 as title. */
function guideDemos(root: string): Map<string, ApiDemoLink[]> {
  const byComponent = new Map<string, ApiDemoLink[]>();
  for (const file of filesUnder(path.join(root, 'data'), (name) => name.endsWith('.md')).sort()) {
    const pathname = routeForMarkdownPath(path.relative(root, file));
    if (!pathname) continue;
    const { data, body } = splitFrontMatter(readFileSync(file, 'utf8'));
    const demo = demoLinkOf(/^#\s+(.+)$/m.exec(body)?.[1] ?? data.title ?? pathname, `${pathname}/`);
    for (const name of data.components ?? []) byComponent.set(name, [...(byComponent.get(name) ?? []), demo]);
  }
  return byComponent;
}

export function generateApi(root: string): string {
  const started = performance.now();
  const outDir = path.join(root, 'src/shared/api/generated');
  const demos = guideDemos(root);
  const packages = API_FOLDERS.flatMap((folder) => folder.packages);
  const hash = createHash('sha256');
  for (const pkg of packages) hash.update(readFileSync(path.join(root, 'node_modules', pkg, 'package.json')));
  const apiCode = ['src/node/api', 'src/shared/api', 'src/client/api'].flatMap((dir) => filesUnder(path.join(root, dir), (name) => name.endsWith('.ts')));
  for (const file of apiCode.filter((file) => !file.includes('generated')).sort()) {
    hash.update(readFileSync(file));
  }
  // The API pages and their plans are the site model's.
  hash.update(readFileSync(path.join(root, 'data/site.ts')));
  hash.update(JSON.stringify([...demos]));
  const key = hash.digest('hex');
  const stampFile = path.join(outDir, 'stamp.json');
  if (existsSync(stampFile) && (JSON.parse(readFileSync(stampFile, 'utf8')) as { key: string }).key === key) {
    return `API reference up to date (cached, ${Math.round(performance.now() - started)} ms)`;
  }

  const requireFromRoot = createRequire(path.join(root, 'package.json'));
  // The grid's CommonJS build requires its style sheet; Node cannot parse CSS, and only the
  // class-name objects are read here.
  requireFromRoot.extensions['.css'] = (module) => {
    module.exports = {};
  };
  const { pages, manifest, undescribed, gridApiObjects } = generateApiPages({
    folders: API_FOLDERS,
    entryOf: (specifier) => path.join(root, 'node_modules', specifier, 'index.d.ts'),
    requireModule: (pkg) => requireFromRoot(pkg) as Record<string, unknown>,
    demosFor: (name) => demos.get(name) ?? [],
  });
  const disagreements = declaredPlanProblems(manifest, apiManifest);
  if (disagreements.length) throw new Error(`The site model's API pages disagree with the packages:\n${disagreements.join('\n')}`);
  rmSync(outDir, { recursive: true, force: true });
  let bytes = 0;
  for (const page of pages) {
    const file = path.join(outDir, 'pages', page.folder, `${kebabCase(page.name)}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    const json = JSON.stringify(page);
    bytes += json.length;
    writeFileSync(file, json);
  }
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  // Read at build time by the ApiMethods and Selectors directives of guide pages.
  writeFileSync(path.join(outDir, 'gridApiObjects.json'), JSON.stringify(gridApiObjects));
  // Reported, not hidden: the summary names the count and the file lists every one.
  writeFileSync(path.join(outDir, 'undescribed.txt'), `${undescribed.join('\n')}\n`);
  writeFileSync(stampFile, `${JSON.stringify({ key, pages: pages.length, bytes, undescribed: undescribed.length })}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `API reference: ${pages.length} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB of JSON in ${seconds} s; ${gridApiObjects.interfaces.length} grid API interfaces and ${gridApiObjects.selectors.length} selectors; ${undescribed.length} documented props have no description (listed in src/shared/api/generated/undescribed.txt)`;
}
