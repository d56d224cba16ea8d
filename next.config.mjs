import { readFileSync } from 'node:fs';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { readInstalledVersion } from './scripts/lib/installedVersion.mjs';

// The version label shown on the site comes from the installed Data Grid package, so it can never
// drift from what the demos actually run.
const LIB_VERSION = readInstalledVersion('@mui/x-data-grid');

// Sandboxes opened from a demo install exactly what the site runs.
const SANDBOX_PACKAGES = JSON.parse(readFileSync(new URL('./scripts/lib/sandbox-packages.json', import.meta.url), 'utf8'));
const SANDBOX_VERSIONS = JSON.stringify(Object.fromEntries(SANDBOX_PACKAGES.map((name) => [name, readInstalledVersion(name)])));

/** @type {import('next').NextConfig} */
export const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Without this, Turbopack externalises @emotion/react on the server while bundling
  // @mui/material, which yields two Emotion contexts: styles land in <body> and the RTL cache is
  // ignored during SSR.
  bundlePagesRouterDependencies: true,
  // Types are checked by `npm run typecheck` (a step of `npm test` before the build), which also
  // covers scripts and tests; a second check inside `next build` cost 30–85 s per build.
  typescript: { ignoreBuildErrors: true },
  env: {
    LIB_VERSION,
    SOURCE_CODE_REPO: process.env.SOURCE_CODE_REPO ?? 'https://github.com/mui/mui-x',
    SOURCE_GITHUB_BRANCH: process.env.SOURCE_GITHUB_BRANCH ?? 'master',
    SITE_ORIGIN: process.env.SITE_ORIGIN ?? 'https://mui.com',
    SANDBOX_VERSIONS,
    // The packages' telemetry stays off, in the build and in readers' browsers.
    MUI_X_TELEMETRY_DISABLED: 'true',
    NEXT_PUBLIC_MUI_X_TELEMETRY_DISABLED: 'true',
    // Where "Open in CodeSandbox / StackBlitz" post their project; tests point them at fakes.
    CODESANDBOX_URL: process.env.CODESANDBOX_URL ?? 'https://codesandbox.io/api/v1/sandboxes/define',
    STACKBLITZ_URL: process.env.STACKBLITZ_URL ?? 'https://stackblitz.com/run',
    // The ad network (src/client/ads/adConfig.ts checks these). Unset: in-house promotions only.
    AD_NETWORK_SCRIPT_URL: process.env.AD_NETWORK_SCRIPT_URL ?? '',
    AD_FEED_URL: process.env.AD_FEED_URL ?? '',
    AD_NETWORK_NAME: process.env.AD_NETWORK_NAME ?? '',
    AD_DISPLAY_RATIO: process.env.AD_DISPLAY_RATIO ?? '',
    ENABLE_AD_IN_DEV_MODE: process.env.ENABLE_AD_IN_DEV_MODE ?? '',
    // Analytics (src/client/analytics/analyticsConfig.ts checks these). No id: nothing leaves the machine.
    GA_MEASUREMENT_ID: process.env.GA_MEASUREMENT_ID ?? '',
    GTAG_SCRIPT_URL: process.env.GTAG_SCRIPT_URL ?? '',
    WEB_VITALS_SAMPLE_RATE: process.env.WEB_VITALS_SAMPLE_RATE ?? '',
    // The service worker registers only on this host name (src/client/sw/registration.ts).
    SERVICE_WORKER_HOST: process.env.SERVICE_WORKER_HOST ?? new URL(process.env.SITE_ORIGIN ?? 'https://mui.com').hostname,
    // The "Was this page helpful?" service (src/shared/feedback/feedbackConfig.ts checks it). Unset: no
    // feedback widget and no comment buttons on headings.
    FEEDBACK_URL: process.env.FEEDBACK_URL ?? '',
    // Hosted search (src/shared/search/searchConfig.ts checks them): all three, or none for the local
    // Pagefind index.
    DOCSEARCH_APP_ID: process.env.DOCSEARCH_APP_ID ?? '',
    DOCSEARCH_API_KEY: process.env.DOCSEARCH_API_KEY ?? '',
    DOCSEARCH_INDEX_NAME: process.env.DOCSEARCH_INDEX_NAME ?? '',
  },
};

// What a production build changes, for memory. With ~900 demos on 2 cores the build peaked at
// 4.2–4.6 GB: Turbopack's heap (3.4 GB, kept until the build ends) plus the page-generation worker.
// - Turbopack's file-system cache, on by default, makes it record every dependency edge and write
//   the cache while pages are generated: 0.8 GB of that peak, for a cache CI never reuses (it builds
//   a clean clone).
// - Bundle source maps: 0.3 GB more. The site serves none, and a failed page still names itself
//   ("Error occurred prerendering page …"). `next dev` keeps them.
const productionBuild = {
  experimental: { turbopackFileSystemCacheForBuild: false, turbopackSourceMaps: false, turbopackInputSourceMaps: false },
};

export default function config(phase) {
  return phase === PHASE_PRODUCTION_BUILD ? { ...nextConfig, ...productionBuild } : nextConfig;
}
