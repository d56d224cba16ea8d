/** What a `{{"demo": …}}` directive may say, after validation (see demoOptions.ts). */
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

/** One demo as a page receives it: sources of both variants, ready to show. */
export interface DemoData {
  /** Path under `data/` without extension, e.g. `data-grid/overview/BasicGrid`. */
  id: string;
  /** The file name used in URLs and labels, without extension: `BasicGrid`. */
  name: string;
  options: DemoOptions;
  ts: HighlightedCode;
  js: HighlightedCode;
  /** Short JSX of what the demo renders, when it fits in 16 lines. */
  preview: HighlightedCode | null;
  /** The local files the demo imports, shown in tabs after its own. */
  files: DemoFileData[];
  /** Repository path of the TypeScript source, for the GitHub link. */
  sourcePath: string;
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

export interface DemoFileData {
  tsName: string;
  jsName: string;
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
}
