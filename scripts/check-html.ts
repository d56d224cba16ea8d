// Runs the Nu Html Checker (the W3C validator) over every HTML file of the built site: markup a
// validator rejects (a <p> in a <span>, a label on an element that cannot carry one, a heading
// that skips levels) is read differently by browsers, assistive technology and crawlers.
import fs from 'node:fs';
import path from 'node:path';
import { listHtmlFiles } from '../src/node/quality/builtPages';
import { ACCEPTED_HTML_ERRORS, acceptedHtmlError, formatHtmlProblems } from '../src/node/quality/htmlReport';
import { checkHtmlFiles } from '../src/node/quality/nuChecker';

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  if (!fs.existsSync(outDir)) {
    console.error(`No built site at ${outDir}; run "npm run build" first.`);
    process.exit(1);
  }
  const started = Date.now();
  const files = listHtmlFiles(outDir);
  const reported = await checkHtmlFiles(files);
  console.log(`Checked ${files.length} HTML files with the Nu Html Checker in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  for (const entry of ACCEPTED_HTML_ERRORS) {
    const count = reported.filter((problem) => acceptedHtmlError(problem) === entry).length;
    if (count) console.log(`  accepted ${count} × ${entry.reason}`);
  }
  const problems = reported.filter((problem) => !acceptedHtmlError(problem));
  if (problems.length) {
    console.error(formatHtmlProblems(problems, outDir));
    process.exit(1);
  }
  console.log('No HTML errors.');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
