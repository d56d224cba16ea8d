import { createHash } from 'node:crypto';
import { highlightCode } from '../markdown/highlight';
import type { DemoCode, DemoSourceEntry } from '../../shared/demos/demoTypes';
import { rootFileName } from './demoModules';

/** Under `public/`: the site serves a demo's sources from `/static/demo-code/`. */
export const DEMO_CODE_DIR = 'static/demo-code';

const tsLanguage = (name: string) => (name.endsWith('.tsx') ? 'tsx' : 'typescript');

/** Every file of a demo in both variants, highlighted at build time so the browser needs no Prism to show them. */
export function highlightDemo(entry: Pick<DemoSourceEntry, 'ts' | 'js' | 'files'>): DemoCode {
  return {
    ts: { code: entry.ts, html: highlightCode(entry.ts, 'tsx') },
    js: { code: entry.js, html: highlightCode(entry.js, 'jsx') },
    files: entry.files.map((file) => ({
      tsName: file.tsName,
      jsName: file.jsName,
      ts: { code: file.ts, html: highlightCode(file.ts, tsLanguage(file.tsName)) },
      js: { code: file.js, html: highlightCode(file.js, 'jsx') },
    })),
  };
}

/**
 * Path (under `public/`) of a demo's sources: named by content, so a CDN may cache it for a year
 * and an edited demo gets a new address.
 */
export function demoCodePath(id: string, json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return `${DEMO_CODE_DIR}/${rootFileName(id)}.${hash}.json`;
}
