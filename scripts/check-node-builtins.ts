// Fails when a built chunk holds the browser stand-in of a Node built-in (src/node/quality/nodeBuiltins.ts).
import fs from 'node:fs';
import path from 'node:path';
import { extractScripts } from '../src/node/quality/budgets';
import { listPages } from '../src/node/quality/builtPages';
import { builtinProblems, findBuiltins, standInFolders, ACCEPTED_BUILTINS } from '../src/node/quality/nodeBuiltins';

const outDir = path.resolve(process.argv[2] ?? 'out');
const chunkDir = path.join(outDir, '_next/static/chunks');
const folders = standInFolders(fs.readFileSync(require.resolve('next/dist/build/webpack-config.js'), 'utf8'));
const chunks = fs
  .readdirSync(chunkDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, text: fs.readFileSync(path.join(chunkDir, name), 'utf8') }));
const firstLoad = new Set(
  listPages(outDir).flatMap(({ file }) => extractScripts(fs.readFileSync(file, 'utf8')).scripts.map((src) => path.basename(src))),
);
const found = findBuiltins(chunks, folders);
for (const builtin of new Set(found.map((entry) => entry.builtin))) {
  const where = found.filter((entry) => entry.builtin === builtin);
  console.log(`  ${builtin}: ${where.length} chunk(s), ${where.filter((entry) => firstLoad.has(entry.chunk)).length} in a first load${ACCEPTED_BUILTINS[builtin] ? ` (accepted: ${ACCEPTED_BUILTINS[builtin].reason})` : ''}`);
}
const problems = builtinProblems(found, firstLoad);
if (problems.length) {
  console.error(`\n${problems.length} chunks hold a Node built-in:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`No Node built-in in ${chunks.length} chunks beyond the accepted ones (${folders.size} stand-ins looked for).`);
