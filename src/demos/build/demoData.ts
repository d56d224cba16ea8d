import fs from 'node:fs';
import path from 'node:path';
import { highlightCode } from '../../markdown/highlight';
import type { DemoData, DemoOptions, DemoSourceEntry } from '../types';

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

let manifestLookup: DemoLookup | null = null;

/** The lookup over `src/demos/generated/manifest.json`, read once per build process. */
export function loadDemoLookup(root: string = process.cwd()): DemoLookup {
  if (manifestLookup) return manifestLookup;
  const file = path.join(root, 'src/demos/generated/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run generate\` (part of \`npm run build\`) first`);
  manifestLookup = createDemoLookup(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, DemoSourceEntry>);
  return manifestLookup;
}

/** What a page's props carry for one demo: both variants and the preview, highlighted. */
export function toDemoData(entry: DemoSourceEntry, options: DemoOptions): DemoData {
  return {
    id: entry.id,
    name: entry.name,
    options,
    ts: { code: entry.ts, html: highlightCode(entry.ts, 'tsx') },
    js: { code: entry.js, html: highlightCode(entry.js, 'jsx') },
    preview: entry.preview ? { code: entry.preview, html: highlightCode(entry.preview, 'jsx') } : null,
    files: entry.files.map((file) => ({
      tsName: file.tsName,
      jsName: file.jsName,
      ts: { code: file.ts, html: highlightCode(file.ts, file.tsName.endsWith('.tsx') ? 'tsx' : 'typescript') },
      js: { code: file.js, html: highlightCode(file.js, 'jsx') },
    })),
    sourcePath: `docs/data/${entry.id}.tsx`,
  };
}
