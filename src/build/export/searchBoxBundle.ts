/**
 * Build step: the search box (src/client/search/box/mountSearchBox.ts) as a bundle of its own,
 * written beside Next's chunks with its content hash in its name. The inline loader imports it at
 * the first search (src/client/boot/openSearch.ts), before and without the page's code, so it
 * cannot be one of Next's chunks, whose names the loader could not know.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ENTRY = 'src/client/search/box/mountSearchBox.ts';
const CHUNKS = '_next/static/chunks';

/** Build-time settings the bundled modules read, inlined as Next inlines them into its own chunks. */
const INLINED_ENV = ['NODE_ENV', 'DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const;

export interface SearchBoxBundle {
  /** Its address on the site, for the loader. */
  url: string;
  bytes: number;
}

export async function writeSearchBoxBundle(outDir: string): Promise<SearchBoxBundle> {
  const define = Object.fromEntries(
    INLINED_ENV.map((name) => [`process.env.${name}`, name === 'NODE_ENV' ? '"production"' : JSON.stringify(process.env[name]) ?? 'undefined']),
  );
  const result = await build({ entryPoints: [ENTRY], bundle: true, format: 'esm', platform: 'browser', target: 'es2020', minify: true, write: false, define, legalComments: 'none', logLevel: 'silent' });
  const code = result.outputFiles[0].contents;
  const text = result.outputFiles[0].text;
  const leftover = text.match(/process\.env\.\w+/);
  if (leftover) throw new Error(`search box bundle: ${leftover[0]} is read at run time; add it to INLINED_ENV in src/build/export/searchBoxBundle.ts`);
  const name = `search-box-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
  mkdirSync(path.join(outDir, CHUNKS), { recursive: true });
  writeFileSync(path.join(outDir, CHUNKS, name), code);
  return { url: `/${CHUNKS}/${name}`, bytes: code.length };
}
