import { readInstalledVersion } from './scripts/lib/installedVersion.mjs';

// The version label shown on the site comes from the installed Data Grid package, so it can never
// drift from what the demos actually run.
const LIB_VERSION = readInstalledVersion('@mui/x-data-grid');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Without this, Turbopack externalises @emotion/react on the server while bundling
  // @mui/material, which yields two Emotion contexts: styles land in <body> and the RTL cache is
  // ignored during SSR.
  bundlePagesRouterDependencies: true,
  env: {
    LIB_VERSION,
    SOURCE_CODE_REPO: process.env.SOURCE_CODE_REPO ?? 'https://github.com/mui/mui-x',
    SOURCE_GITHUB_BRANCH: process.env.SOURCE_GITHUB_BRANCH ?? 'master',
    SITE_ORIGIN: process.env.SITE_ORIGIN ?? 'https://mui.com',
  },
};

export default nextConfig;
