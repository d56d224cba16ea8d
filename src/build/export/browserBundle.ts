/**
 * Build step: the scripts the inline loader imports before and without the page's code, each a
 * bundle of its own written beside Next's chunks with its content hash in its name: the search box
 * (src/client/search/box/mountSearchBox.ts), imported at the first search, and the ad slot's script
 * (src/client/ads/slot/adSlotRuntime.ts), imported once the page has loaded. They cannot be Next's
 * chunks, whose names the loader could not know.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const CHUNKS = '_next/static/chunks';

export interface BrowserBundleSpec {
  /** Its source module. */
  entry: string;
  /** The start of its file name, before the hash. */
  name: string;
  /** Build-time settings its modules read, inlined as Next inlines them into its own chunks. */
  inlinedEnv: readonly string[];
}

export const SEARCH_BOX_BUNDLE: BrowserBundleSpec = {
  entry: 'src/client/search/box/mountSearchBox.ts',
  name: 'search-box',
  inlinedEnv: ['NODE_ENV', 'DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'],
};

export const AD_SLOT_BUNDLE: BrowserBundleSpec = {
  entry: 'src/client/ads/slot/adSlotRuntime.ts',
  name: 'ad-slot',
  inlinedEnv: ['NODE_ENV', 'SITE_ORIGIN', 'ENABLE_AD_IN_DEV_MODE', 'AD_NETWORK_SCRIPT_URL', 'AD_FEED_URL', 'AD_NETWORK_NAME', 'AD_DISPLAY_RATIO'],
};

export interface BrowserBundle {
  /** Its address on the site, for the loader. */
  url: string;
  bytes: number;
}

export async function writeBrowserBundle(outDir: string, { entry, name, inlinedEnv }: BrowserBundleSpec): Promise<BrowserBundle> {
  const define = Object.fromEntries(
    inlinedEnv.map((variable) => [`process.env.${variable}`, variable === 'NODE_ENV' ? '"production"' : JSON.stringify(process.env[variable]) ?? 'undefined']),
  );
  const result = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'browser', target: 'es2020', minify: true, write: false, define, legalComments: 'none', logLevel: 'silent' });
  const code = result.outputFiles[0].contents;
  const text = result.outputFiles[0].text;
  const leftover = text.match(/process\.env\.\w+/);
  if (leftover) throw new Error(`${name} bundle: ${leftover[0]} is read at run time; add it to its inlinedEnv in src/build/export/browserBundle.ts`);
  const file = `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
  mkdirSync(path.join(outDir, CHUNKS), { recursive: true });
  writeFileSync(path.join(outDir, CHUNKS, file), code);
  return { url: `/${CHUNKS}/${file}`, bytes: code.length };
}
