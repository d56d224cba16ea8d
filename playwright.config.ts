import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4321);

// Debian's Chromium, never a downloaded browser build: these machines only reach package
// registries. The flags keep it from calling home, which the closed network would refuse.
export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]] : 'list',
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/serve-static.mjs --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/x/introduction/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
