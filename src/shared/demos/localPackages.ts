import type { DemoFileSource } from './demoTypes';

/**
 * Our own modules that demos import like packages, by the bare specifier the reader sees in the
 * code, with the folder that holds them. `paths` in tsconfig.json resolves them for TypeScript,
 * Next and jest; the live editor gets them through the demo's scope like any package; a sandbox
 * gets a copy of the folder with the imports made relative (sandbox/inlineLocalPackages.ts); they are never
 * installed from a registry.
 */
export const LOCAL_PACKAGES: Readonly<Record<string, string>> = {
  '@docs/demo-data': 'data/demo-data',
};

/** `@docs/demo-data/employees` → `@docs/demo-data`; null when the specifier is not one of ours. */
export function localPackageOf(specifier: string): string | null {
  return Object.keys(LOCAL_PACKAGES).find((name) => specifier === name || specifier.startsWith(`${name}/`)) ?? null;
}

/** A local package's files in both variants, as `npm run generate` writes them for sandboxes. */
export interface LocalPackageSource {
  /** `@docs/demo-data` */
  name: string;
  /** Folder of the copy beside a sandbox's demo: `demo-data`. */
  folder: string;
  /** Paths from the package's folder (`index.ts` / `index.js`). */
  files: DemoFileSource[];
}
