import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleProblems {
  messages: string[];
}

/**
 * Every test page records console errors and warnings, uncaught exceptions, failed local
 * requests and requests to any other host; `consoleProblems.messages` must stay empty for a page to count as clean.
 */
export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: async ({ page }, provide) => {
    const problems: ConsoleProblems = { messages: [] };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.messages.push(`uncaught: ${error.message}`));
    // The site must work with no third-party service reachable: any request off this machine is
    // a defect (fonts, icons and styles are all served from out/).
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      if ((protocol === 'http:' || protocol === 'https:') && hostname !== '127.0.0.1') {
        problems.messages.push(`third-party request: ${request.url()}`);
      }
    });
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith('http://127.0.0.1') && response.status() >= 400 && !response.request().isNavigationRequest()) {
        problems.messages.push(`HTTP ${response.status()}: ${url}`);
      }
    });
    await provide(problems);
  },
});

/** Waits until React has hydrated the page (the frame marks it once effects run). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

export { expect };
