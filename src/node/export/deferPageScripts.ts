/**
 * Build step: a page's scripts no longer run during its load. Next writes them as `defer` tags,
 * which the browser runs all together in one task right after parsing (about 0.6 s on a phone for
 * React and the page's modules). This takes them out and puts in their place the loader of
 * src/client/boot/bootOnFirstUse.ts, which starts them at the reader's first use or once the page is idle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SEARCH_MAP_PATH } from '../../shared/search/map/searchMapFormat';
import { DEMO_CHUNKS_ATTRIBUTE, type DemoChunkList } from '../../shared/demos/demoChunkList';
import { BOOT_SCRIPTS_ATTRIBUTE, SCRIPTS_ON_LOAD_ATTRIBUTE } from '../boot/pageScripts';

/**
 * How long after the load event a page that nobody touches waits, idle, before fetching and then
 * starting its code: long enough for the reader to be reading, not waiting for the page.
 */
export const PREFETCH_DELAY_MS = 2500;
export const IDLE_DELAY_MS = 5000;

const NEXT_SCRIPT = /<script src="(\/_next\/[^"]+)" defer=""><\/script>/g;

const ON_LOAD = new RegExp(`<html[^>]* ${SCRIPTS_ON_LOAD_ATTRIBUTE}=""`);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The loader's modules, each importing only those before it: one scope once imports are dropped. */
const BOOT_MODULES = [
  'src/shared/search/shortcut.ts',
  'src/shared/nav/shellIds.ts',
  'src/shared/nav/nextPageRules.ts',
  'src/shared/demos/gridSnapshotMarks.ts',
  'src/shared/demos/demoChunkList.ts',
  'src/client/demos/nearbyDemos.ts',
  'src/client/boot/pageDataFromDom.ts',
  'src/client/boot/searchPopover.ts',
  'src/client/boot/wrappedFocus.ts',
  'src/client/boot/demoClickReplay.ts',
  'src/client/boot/whenShown.ts',
  'src/client/boot/nextPageAhead.ts',
  'src/client/boot/bootOnFirstUse.ts',
  'src/client/boot/replayDemoPresses.ts',
  'src/client/theme/colorScheme.ts',
  'src/client/boot/followColorScheme.ts',
  'src/client/utils/cookieHeader.ts',
  'src/client/utils/afterNextPaint.ts',
  'src/client/boot/followSettings.ts',
  'src/client/boot/shellControls.ts',
  'src/client/boot/navDrawerOpener.ts',
  'src/client/boot/openSearch.ts',
  'src/client/boot/startAdSlots.ts',
];

/** Each import of a loader module must name one listed before it, or its names are missing at run time. */
function checkImports(file: string, source: string, before: readonly string[]): void {
  for (const [, specifier] of source.matchAll(/^import [^'"]*['"]([^'"]+)['"];$/gm)) {
    const imported = path.relative(process.cwd(), path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
    if (!before.some((module) => module.replace(/\.tsx?$/, '') === imported)) {
      throw new Error(`boot script, ${file}: imports ${specifier}, which is not one of the loader's modules listed before it (BOOT_MODULES in deferPageScripts.ts)`);
    }
  }
}

function compileModule(file: string, index: number): string {
  const source = readFileSync(path.resolve(file), 'utf8');
  checkImports(file, source, BOOT_MODULES.slice(0, index));
  const { outputText, diagnostics } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2019, module: ts.ModuleKind.ESNext, removeComments: true },
    reportDiagnostics: true,
  });
  if (diagnostics?.length) throw new Error(`boot script, ${file}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
  return outputText
    .replace(/^import .*;$/gm, '')
    .replace(/^export /gm, '')
    .trim();
}

/**
 * The loader as one inline script, the same on every page (so a content policy can allow it by
 * one hash): the page's own list of scripts is read from the element's `data-scripts`.
 */
export function compileBootScript(bundles: { searchBox: string; adSlot: string }): string {
  for (const [what, url] of Object.entries(bundles)) {
    if (!/^\/_next\/static\/[\w./-]+\.js$/.test(url)) throw new Error(`boot script: the ${what} bundle's address is not a script of the build: ${url}`);
  }
  const body = BOOT_MODULES.map(compileModule).join('\n');
  const importer = (url: string) => `function(){return import(${JSON.stringify(url)});}`;
  return `(function(){${body}\nbootOnFirstUse(window,{scripts:JSON.parse(document.currentScript.dataset.scripts),demoChunks:parseDemoChunkList(document.currentScript.getAttribute(${JSON.stringify(DEMO_CHUNKS_ATTRIBUTE)})),prefetchDelayMs:${PREFETCH_DELAY_MS},idleDelayMs:${IDLE_DELAY_MS}});replayDemoPresses(window);followColorScheme(window);followSettings(window);followShellControls(window);followNavDrawer(window);followSearchOpeners(window,${importer(bundles.searchBox)},${JSON.stringify(SEARCH_MAP_PATH)});followAdSlots(window,${importer(bundles.adSlot)});})();`;
}

export interface DeferredPage {
  html: string;
  /** The scripts taken out, in document order; empty when the page had none. */
  scripts: string[];
}

/**
 * Moves a page's Next scripts behind the boot loader; `bootScript` comes from compileBootScript. A
 * page marked `SCRIPTS_ON_LOAD_ATTRIBUTE` on `<html>` keeps Next's tags (`scripts` is then empty).
 * `demoChunksFor` lists, from the page's scripts, the files its demos load (null: none).
 */
export function deferPageScripts(html: string, bootScript: string, file: string, demoChunksFor: (scripts: readonly string[]) => DemoChunkList | null = () => null): DeferredPage {
  const scripts = [...html.matchAll(NEXT_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0 || ON_LOAD.test(html)) return { html, scripts: [] };
  if (html.includes(`${BOOT_SCRIPTS_ATTRIBUTE}=`)) throw new Error(`${file}: the page's scripts are deferred already`);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error(`${file}: no </body> to place the boot loader in`);
  const demoChunks = demoChunksFor(scripts);
  const demoChunksAttribute = demoChunks ? ` ${DEMO_CHUNKS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(demoChunks))}"` : '';
  const loader = `<script ${BOOT_SCRIPTS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(scripts))}"${demoChunksAttribute}>${bootScript}</script>`;
  const withLoader = `${html.slice(0, bodyEnd)}${loader}${html.slice(bodyEnd)}`;
  return { html: withLoader.replace(NEXT_SCRIPT, ''), scripts };
}
