import type { SitePage } from './sitePages';

/**
 * What every step after the export is given (src/node/site/siteSteps.ts runs them, in one
 * process): the exported site it finishes, the pages it holds with what their heads say, and the
 * settings a step takes from the command line.
 */
export interface StepContext {
  /** The exported site the steps rewrite and write into, as given (`out`). */
  site: string;
  /** The project: data/, .next/, node_modules/. The build runs from it. */
  root: string;
  /** Settings a step takes from the command line (scripts/build-site.ts). */
  flags: StepFlags;
  /** Every exported page and what its head says (sitePages.ts), computed the first time a step asks. */
  pages(): readonly SitePage[];
  log(line: string): void;
}

export interface StepFlags {
  /** The service worker's file (default `<site>/x/sw.js`) and the build id it carries (default `.next/BUILD_ID`). */
  swDest?: string;
  buildId?: string;
  /** Where the nginx block expects the site, what it listens on and whether it serves the Brotli twins. */
  nginx: { root: string; listen: string; brotli: boolean };
}

export const DEFAULT_FLAGS: StepFlags = { nginx: { root: '/srv/mui-x-docs', listen: '80', brotli: true } };
