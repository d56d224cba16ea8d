// Follows every internal href and #anchor of the built site; fails listing each broken link with
// the page that holds it. External links are checked for shape only (no network here).
import fs from 'node:fs';
import path from 'node:path';
import { checkLinks, extractAnchors, formatLinkProblems, type PageAnchors } from '../src/node/quality/linkCheck';
import { listPages } from '../src/node/quality/builtPages';

const outDir = path.resolve(process.argv[2] ?? 'out');
if (!fs.existsSync(outDir)) {
  console.error(`No built site at ${outDir}; run "npm run build" first.`);
  process.exit(1);
}

const started = Date.now();
const pages = new Map<string, PageAnchors>();
for (const { route, file } of listPages(outDir)) pages.set(route, extractAnchors(fs.readFileSync(file, 'utf8')));

const fileExists = (pathname: string) => {
  const file = path.join(outDir, pathname);
  return file.startsWith(outDir) && fs.existsSync(file) && fs.statSync(file).isFile();
};
const problems = checkLinks(pages, fileExists);
const links = [...pages.values()].reduce((sum, page) => sum + page.hrefs.length, 0);

console.log(`Checked ${links} links on ${pages.size} pages in ${Date.now() - started} ms.`);
if (problems.length) {
  console.error(`${problems.length} broken links:\n${formatLinkProblems(problems)}`);
  process.exit(1);
}
console.log('No broken links or anchors.');
