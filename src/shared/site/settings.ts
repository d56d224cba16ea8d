/**
 * The settings read from the environment: every variable the site, its build and its tools take,
 * each with its default and its meaning. This is the one module of src/, data/ and pages/ that
 * reads `process.env`; everything else imports its setting from here, and README's "Settings"
 * table names the same variables (test/unit/shared/site/settings.test.ts holds them equal).
 *
 * The site's settings are read by their literal names, `process.env.NAME`: next.config.ts gives
 * Next their values (`browserSettings`), and Next writes each value in place of its name wherever
 * it bundles this module, for the browser and for the pages' build alike. In the browser each is
 * then a string, with no default left to apply: what a setting means lives in these comments,
 * which cost nothing there. Their names are in capitals so that Turbopack, told to
 * (`turbopackCrossModuleConstants` in next.config.ts), carries each value into the modules that
 * import it, where it decides what is bundled as an inline read did (no DocSearch code without
 * `DOCSEARCH_APP_ID`). A blank value counts as unset wherever there is a default.
 *
 * A value that needs checking is checked where it is used, by a pure parser that takes it from
 * here and fails the build naming the variable: `parseFeedbackUrl`, `parseDocSearchSettings`,
 * `parseAnalyticsConfig`, `parseAdConfig`, the grid snapshots' worker count. A default such a
 * parser applies to a blank value is written there, once, and named here.
 *
 * The build's own tools read theirs (`toolSettings`, `childEnv`) only when they ask, through
 * `globalThis.process`: a bundler compiling this module for the browser neither inlines them nor
 * brings in a stand-in for Node's `process`, and Node built-ins stay out (`os.tmpdir()` is called
 * by the build code that needs a temporary folder).
 */
import { site } from '../../../data/site';

// The site: what every page says it is and where it links.

/** Where the site is served: canonical links, sitemap, cards, Markdown twins, the production-error link. Default: the site model's origin (data/site.ts). */
export const SITE_ORIGIN: string = process.env.SITE_ORIGIN || site.origin;

/** The source repository: the header's GitHub link, "Edit this page", a demo's source and crash report, the feedback issue. */
export const SOURCE_CODE_REPO: string = process.env.SOURCE_CODE_REPO || 'https://github.com/mui/mui-x';

/** The branch "Edit this page" opens a page's Markdown on. */
export const SOURCE_GITHUB_BRANCH: string = process.env.SOURCE_GITHUB_BRANCH || 'master';

/**
 * The suite's version the site names (header, version menu, feedback, a demo's source link). Not
 * set by hand: next.config.ts reads it from the installed @mui/x-data-grid, so it cannot drift from
 * what the demos run. Blank in code Next did not bundle (the build scripts).
 */
export const LIB_VERSION: string = process.env.LIB_VERSION ?? '';

// Demos.

/** Where "Open in CodeSandbox" posts a demo's project (the tests point it at a fake). */
export const CODESANDBOX_URL: string = process.env.CODESANDBOX_URL || 'https://codesandbox.io/api/v1/sandboxes/define';

/** Where "Open in StackBlitz" posts a demo's project (the tests point it at a fake). */
export const STACKBLITZ_URL: string = process.env.STACKBLITZ_URL || 'https://stackblitz.com/run';

/** The licence key Pro and Premium demos run with; never commit it. Blank: they show the packages' "missing licence" watermark. */
export const NEXT_PUBLIC_MUI_X_LICENSE_KEY: string = process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '';

// Ads (src/client/ads/adConfig.ts checks them).

/** The ad network's script, which inserts its ad beside itself (Carbon-style). Blank: in-house promotions only. */
export const AD_NETWORK_SCRIPT_URL: string = process.env.AD_NETWORK_SCRIPT_URL ?? '';

/** The ad network's JSON feed, for the ad under an opened demo. Blank: no demo ads. */
export const AD_FEED_URL: string = process.env.AD_FEED_URL ?? '';

/** The network named in the "ad by …" caption of feed ads. Blank: Carbon (adConfig.ts's `DEFAULT_NETWORK_NAME`). */
export const AD_NETWORK_NAME: string = process.env.AD_NETWORK_NAME ?? '';

/** The share of ad displays reported to analytics, from 0 to 1. Blank: 0.1 (adConfig.ts's `DEFAULT_DISPLAY_RATIO`). */
export const AD_DISPLAY_RATIO: string = process.env.AD_DISPLAY_RATIO ?? '';

/** `true` shows ads under `next dev` too; a production build always shows them. */
export const ENABLE_AD_IN_DEV_MODE: string = process.env.ENABLE_AD_IN_DEV_MODE ?? '';

// Analytics (src/client/analytics/analyticsConfig.ts checks them).

/** The GA4 measurement id (`G-…`). Blank: events stay on `window.dataLayer` and nothing leaves the machine. */
export const GA_MEASUREMENT_ID: string = process.env.GA_MEASUREMENT_ID ?? '';

/** gtag's loader; the measurement id is appended as `?id=`. Blank: Google's (analyticsConfig.ts's `DEFAULT_GTAG_SCRIPT_URL`). */
export const GTAG_SCRIPT_URL: string = process.env.GTAG_SCRIPT_URL ?? '';

/** The share of sessions that report web vitals, from 0 to 1. Blank: 0.0001 (analyticsConfig.ts's `DEFAULT_WEB_VITALS_SAMPLE_RATE`). */
export const WEB_VITALS_SAMPLE_RATE: string = process.env.WEB_VITALS_SAMPLE_RATE ?? '';

// The service worker.

function hostNameOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    throw new Error(`SITE_ORIGIN must be an absolute URL such as https://mui.com; got "${origin}"`);
  }
}

/** The only host name the service worker registers on (src/client/sw/registration.ts). Default: SITE_ORIGIN's. */
export const SERVICE_WORKER_HOST: string = process.env.SERVICE_WORKER_HOST || hostNameOf(SITE_ORIGIN);

// Feedback (src/shared/feedback/feedbackConfig.ts checks it).

/** Where "Was this page helpful?" posts its JSON. Blank: no feedback widget and no comment buttons on headings. */
export const FEEDBACK_URL: string = process.env.FEEDBACK_URL ?? '';

// Hosted search (src/shared/search/searchConfig.ts checks them): all three, or none for the local Pagefind index.

/** The Algolia application of the hosted DocSearch index. */
export const DOCSEARCH_APP_ID: string = process.env.DOCSEARCH_APP_ID ?? '';

/** The DocSearch index's public search key. */
export const DOCSEARCH_API_KEY: string = process.env.DOCSEARCH_API_KEY ?? '';

/** The DocSearch index's name. */
export const DOCSEARCH_INDEX_NAME: string = process.env.DOCSEARCH_INDEX_NAME ?? '';

/**
 * What the code was built for, NODE_ENV as Next sets it: `production` in `next build` (short
 * errors, ads, the service worker, the page cache of the build), `development` in `next dev`.
 * Jest sets `test`; the build scripts leave it unset.
 */
export const BUILD_MODE: string | undefined = process.env.NODE_ENV;

/**
 * The settings the browser's code reads, by name, already defaulted: next.config.ts hands them to
 * Next as `env`, and the bundles built beside Next's get the same values (`inlinedEnv`).
 */
export const browserSettings = (): Record<string, string> => ({
  SITE_ORIGIN,
  SOURCE_CODE_REPO,
  SOURCE_GITHUB_BRANCH,
  LIB_VERSION,
  CODESANDBOX_URL,
  STACKBLITZ_URL,
  NEXT_PUBLIC_MUI_X_LICENSE_KEY,
  AD_NETWORK_SCRIPT_URL,
  AD_FEED_URL,
  AD_NETWORK_NAME,
  AD_DISPLAY_RATIO,
  ENABLE_AD_IN_DEV_MODE,
  GA_MEASUREMENT_ID,
  GTAG_SCRIPT_URL,
  WEB_VITALS_SAMPLE_RATE,
  SERVICE_WORKER_HOST,
  FEEDBACK_URL,
  DOCSEARCH_APP_ID,
  DOCSEARCH_API_KEY,
  DOCSEARCH_INDEX_NAME,
});

/**
 * What a bundler other than Next (esbuild: the export step's bundles, the service worker) writes in
 * place of each `process.env.NAME` the browser's code reads, as Next does: the site's settings,
 * and NODE_ENV as `mode`.
 */
export function inlinedEnv(mode: 'production' | 'development'): Record<string, string> {
  const entries = Object.entries({ ...browserSettings(), NODE_ENV: mode });
  return Object.fromEntries(entries.map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]));
}

// The build's own tools (Node only).

/** Settings of the build's tools, read from the environment each time one is asked for. */
export const toolSettings = {
  /** How many processes the build's grid-snapshots step (src/node/gridSnapshots/writeGridSnapshots.ts) renders the grid demos in (a whole number from 1). */
  get GRID_SNAPSHOT_WORKERS(): string {
    return globalThis.process.env.GRID_SNAPSHOT_WORKERS || '2';
  },
  /** The `java` that runs the Nu Html Checker (Java 11 or later; scripts/ensure-java.sh installs Debian's). */
  get JAVA_PATH(): string {
    return globalThis.process.env.JAVA_PATH || 'java';
  },
  /** The Chromium the tests, the bench and Lighthouse launch: Debian's, never a downloaded build (scripts/ensure-chromium.sh). */
  get CHROMIUM_PATH(): string {
    return globalThis.process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  },
  /** Where `npm run bench -- --peers` sets up and builds the VitePress and Starlight sites it measures beside ours. */
  get PEERS(): string {
    return globalThis.process.env.PEERS || '/tmp/peers';
  },
  /** Set (to anything): the bench keeps its temporary copy of the project, to look into a figure that changed. */
  get BENCH_KEEP_COPY(): boolean {
    return Boolean(globalThis.process.env.BENCH_KEEP_COPY);
  },
};

/** The environment for a child process of the build: this process's, with `extra` set on top. */
export function childEnv(extra: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  return { ...globalThis.process.env, ...extra };
}
