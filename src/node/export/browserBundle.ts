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
import { build, type Plugin } from 'esbuild';
import { inlinedEnv } from '../../shared/site/settings';

const CHUNKS = '_next/static/chunks';

export interface BrowserBundleSpec {
  /** Its source module. */
  entry: string;
  /** The start of its file name, before the hash. */
  name: string;
}

export const SEARCH_BOX_BUNDLE: BrowserBundleSpec = {
  entry: 'src/client/search/box/mountSearchBox.ts',
  name: 'search-box',
};

export const AD_SLOT_BUNDLE: BrowserBundleSpec = {
  entry: 'src/client/ads/slot/adSlotRuntime.ts',
  name: 'ad-slot',
};

export interface BrowserBundle {
  /** Its address on the site, for the loader. */
  url: string;
  bytes: number;
}

/**
 * The site model (data/site.ts) is data, which the settings read their defaults from: once the
 * settings are written in, no bundle uses it unless it reads it itself, so esbuild may drop it.
 */
const siteModelHasNoSideEffects: Plugin = {
  name: 'site-model-has-no-side-effects',
  setup(builder) {
    builder.onResolve({ filter: /[\\/]data[\\/]site$/ }, (args) => ({ path: `${path.resolve(args.resolveDir, args.path)}.ts`, sideEffects: false }));
  },
};

export async function writeBrowserBundle(outDir: string, { entry, name }: BrowserBundleSpec): Promise<BrowserBundle> {
  // The site's settings, as Next writes them into its own chunks (src/shared/site/settings.ts).
  const define = inlinedEnv('production');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    define,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [siteModelHasNoSideEffects],
  });
  const code = result.outputFiles[0].contents;
  const text = result.outputFiles[0].text;
  const leftover = text.match(/process\.env\.\w+/);
  if (leftover) throw new Error(`${name} bundle: ${leftover[0]} is read at run time; a setting the browser reads belongs in browserSettings (src/shared/site/settings.ts)`);
  const file = `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
  mkdirSync(path.join(outDir, CHUNKS), { recursive: true });
  writeFileSync(path.join(outDir, CHUNKS, file), code);
  return { url: `/${CHUNKS}/${file}`, bytes: code.length };
}
