import type { ComponentType } from 'react';

/** What a `{{"demo": …}}` directive may say, after validation (see demoOptions.ts). */
import type { DemoStandIn } from './demoStandIn';

export interface DemoOptions {
  bg: 'outlined' | 'inline' | 'playground' | 'gradient' | true;
  hideToolbar: boolean;
  /** `undefined` shows the JSX preview when there is one; `true` the full source; `false` nothing. */
  defaultCodeOpen?: boolean;
  disableAd: boolean;
  disableLiveEdit: boolean;
  iframe: boolean;
  maxWidth?: number;
  height?: number;
}

export interface HighlightedCode {
  code: string;
  /** Prism HTML, made at build time. */
  html: string;
}

/**
 * One demo as a page receives it. The page carries only what it shows when it opens (the JSX
 * preview, or the TypeScript source for `defaultCodeOpen`); every file of both variants is a
 * static file (`codeUrl`) the code panel fetches on first use, so sources are never in the HTML
 * twice.
 */
export interface DemoData {
  /** Path under `data/` without extension, e.g. `data-grid/overview/BasicGrid`. */
  id: string;
  /** The file name used in URLs and labels, without extension: `BasicGrid`. */
  name: string;
  options: DemoOptions;
  /** Highlighted JSX preview, when the demo opens with it. */
  preview: string | null;
  /** Highlighted TypeScript of the demo file, when the demo opens with its full code. */
  openedHtml: string | null;
  /** Names of the local files the demo imports, so their tabs never wait for the sources. */
  files: DemoFileName[];
  /**
   * The size of each file's code (the demo first, then `files`) in each variant, so the panel
   * opens at once at the height its code will take, and the code arriving moves nothing.
   */
  shapes: Record<'TS' | 'JS', CodeShape[]>;
  /** Address of the demo's `DemoCode`, a content-hashed static file. */
  codeUrl: string;
  /** Repository path of the TypeScript source, for the GitHub link. */
  sourcePath: string;
  /** What its box shows until it is live, when its package draws nothing on the server (demoStandIn.ts). */
  standIn?: DemoStandIn;
  /** A chart demo the build draws at a set size (ServerSizedCharts.tsx), set when the page is built. */
  serverDrawing?: true;
}

/** How many lines a source has and how long its longest line is, in characters. */
export interface CodeShape {
  lines: number;
  width: number;
}

export interface DemoFileName {
  tsName: string;
  jsName: string;
}

/** Every file of a demo in both variants, highlighted: what `DemoData.codeUrl` holds. */
export interface DemoCode {
  ts: HighlightedCode;
  js: HighlightedCode;
  files: DemoFileData[];
}

/** A local file a demo imports (`./fakeOrderServer`), in both variants. */
export interface DemoFileSource {
  /** Path from the demo's folder, as in the TS variant: `fakeOrderServer.ts`. */
  tsName: string;
  /** The same file in the JS variant: `fakeOrderServer.js`. */
  jsName: string;
  ts: string;
  js: string;
}

export interface DemoFileData extends DemoFileName {
  ts: HighlightedCode;
  js: HighlightedCode;
}

/** What the generator writes per demo into the manifest; `DemoData` adds options and highlighting. */
export interface DemoSourceEntry {
  id: string;
  name: string;
  folder: string;
  ts: string;
  js: string;
  preview: string | null;
  files: DemoFileSource[];
  /** Where the generator wrote the demo's `DemoCode` (under `public/`), as the site serves it. */
  codeUrl: string;
}

export type DemoModule = { default: ComponentType };
export type ScopeModule = { default: Record<string, unknown> };

/** What a generated page module holds: loaders of that page's demos and of their edit scopes. */
export interface PageDemos {
  demos: Record<string, () => Promise<DemoModule>>;
  scopes: Record<string, () => Promise<ScopeModule>>;
}

/** Route → its page module (see src/node/demos/pageModules.ts). */
export type PageDemoIndex = Record<string, () => Promise<{ default: PageDemos }>>;
