import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/lib/chromiumLaunch';

const PORT = Number(process.env.E2E_PORT ?? 4321);
const FIXTURE_PORT = Number(process.env.FIXTURE_PORT ?? 4322);
// `npm run build:test` points the site's ad network at this port (test/fakes/ad-network.mjs).
const AD_NETWORK_PORT = 4323;
// `npm run build:test` points the feedback widget at http://127.0.0.1:4324/feedback
// (test/fakes/feedback-service.mjs); test/e2e/feedback.spec.ts follows a FEEDBACK_PORT override.
const FEEDBACK_PORT = Number(process.env.FEEDBACK_PORT ?? 4324);

// Debian's Chromium, never a downloaded browser build: these machines only reach package
// registries. Its flags (shared with the bench, scripts/lib/chromiumLaunch.ts) keep it from
// calling home, which the closed network would refuse, and its hidden UI from loading pages of its own.
export default defineConfig({
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs the whole suite on two loaded cores, where a demo chunk or a client render can take
  // several times longer than on an idle machine; waits grow there, assertions stay the same.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]] : 'list',
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // V8's garbage collector on the page's thread only: with two workers on two cores, its helper
    // threads fight the other worker's page for a core, and their hand-overs cost more than they
    // save (a sweep of the Charts pages: renderer CPU 197 → 186 s, wall 161 → 153 s). And no
    // optimising compiler above Sparkplug (`--max-opt=1`): a tested page lives a few seconds and
    // runs most of its code (hydration, the demos' first render, axe) once or twice, so Maglev's
    // and TurboFan's background compiles were spent before they paid (the same sweep, two rounds:
    // renderer CPU 248 / 225 → 179 / 130 s, wall 195 / 181 → 161 / 122 s). For the tests only:
    // the bench measures the browser as readers run it.
    launchOptions: chromiumLaunch(['--js-flags=--single-threaded-gc --max-opt=1']),
    // A trace snapshots the whole DOM around every action, which about doubles a test's time in
    // the browser; CI keeps no artifacts to open it from, so only a local run records one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    // Behaviour of the site, feature by feature.
    { name: 'e2e', testDir: './test/e2e' },
    // The quality gates: fixtures proving each gate can fail, then the sweep over every page.
    { name: 'gates', testDir: './test/quality', testMatch: 'gates.spec.ts', use: { trace: 'off' } },
    { name: 'sweep', testDir: './test/quality', testMatch: 'sweep.spec.ts', use: { trace: 'off' } },
  ],
  webServer: [
    {
      // Debian's nginx with the build's own configuration, as a host would serve the site;
      // `E2E_SERVER=node` uses `npm start`'s server instead (a machine without nginx).
      command:
        process.env.E2E_SERVER === 'node'
          ? `node scripts/serve-static.mjs --port ${PORT} --host 127.0.0.1`
          : `npx tsx scripts/serve-nginx.ts --port ${PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/x/introduction/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node scripts/serve-static.mjs --root test/fixtures/audit-site --port ${FIXTURE_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/clean.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node test/fakes/ad-network.mjs --port ${AD_NETWORK_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${AD_NETWORK_PORT}/__log`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node test/fakes/feedback-service.mjs --port ${FEEDBACK_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${FEEDBACK_PORT}/__log`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
});
