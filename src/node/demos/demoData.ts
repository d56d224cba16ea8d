import fs from 'node:fs';
import path from 'node:path';
import { highlightCode } from '../markdown/highlight';
import { codeShape, initialCodePanel } from '../../shared/demos/codePanelState';
import type { DemoData, DemoOptions, DemoSourceEntry } from '../../shared/demos/demoTypes';
import { demoStandIn } from '../../shared/demos/demoStandIn';

/** Where pages find the demos the generator read (see scripts/generate.ts). */
export interface DemoLookup {
  find(folder: string, name: string): DemoSourceEntry | undefined;
  namesIn(folder: string): string[];
}

export function createDemoLookup(entries: Record<string, DemoSourceEntry>): DemoLookup {
  const all = Object.values(entries);
  return {
    find: (folder, name) => entries[`${folder}/${name}`],
    namesIn: (folder) => all.filter((entry) => entry.folder === folder).map((entry) => entry.name).sort(),
  };
}

let cached: { file: string; mtimeMs: number; lookup: DemoLookup } | null = null;

/**
 * The lookup over `src/client/demos/generated/manifest.json`, read once per build process, and again when
 * the file changes (`npm run dev` regenerates it while the server runs).
 */
export function loadDemoLookup(root: string = process.cwd()): DemoLookup {
  const file = path.join(root, 'src/client/demos/generated/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run generate\` (part of \`npm run build\`) first`);
  const { mtimeMs } = fs.statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, lookup: createDemoLookup(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, DemoSourceEntry>) };
  }
  return cached.lookup;
}

/**
 * What a page's props carry for one demo: what it shows when the page opens (the preview, or the
 * full TypeScript for `defaultCodeOpen`), the names of its files and where the rest is.
 */
export function toDemoData(entry: DemoSourceEntry, options: DemoOptions): DemoData {
  const start = options.hideToolbar ? 'none' : initialCodePanel(options.defaultCodeOpen, entry.preview !== null);
  const standIn = demoStandIn([entry.ts, ...entry.files.map((file) => file.ts)]);
  return {
    id: entry.id,
    name: entry.name,
    options,
    preview: start === 'preview' && entry.preview ? highlightCode(entry.preview, 'jsx') : null,
    openedHtml: start === 'full' ? highlightCode(entry.ts, 'tsx') : null,
    files: entry.files.map(({ tsName, jsName }) => ({ tsName, jsName })),
    shapes: {
      TS: [entry.ts, ...entry.files.map((file) => file.ts)].map(codeShape),
      JS: [entry.js, ...entry.files.map((file) => file.js)].map(codeShape),
    },
    codeUrl: entry.codeUrl,
    sourcePath: `docs/data/${entry.id}.tsx`,
    ...(standIn ? { standIn } : {}),
  };
}
