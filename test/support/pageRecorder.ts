import type { Page } from '@playwright/test';

export type Gate = 'console' | 'request' | 'head' | 'a11y' | 'cls' | 'csp' | 'overflow';

export interface Problem {
  gate: Gate;
  reason: string;
}

/**
 * What the Pro and Premium packages log in a build without a licence key (the tests' builds): any
 * unlicensed app gets it, and the site as deployed has a key (src/client/demos/license.ts). Only
 * this notice is let through; an invalid or expired key still fails.
 */
export const MISSING_LICENCE_NOTICE = 'MUI X: Missing license key.';
/** The watermark those packages draw over each grid, chart or picker of such a build. */
export const MISSING_LICENCE_WATERMARK = 'MUI X Missing license key';

/** The notice comes framed in lines of asterisks; its first line of words is the one that counts. */
export function isMissingLicenceNotice(text: string): boolean {
  const firstLine = text.split('\n').find((line) => line.trim() !== '' && !/^\*+$/.test(line.trim()));
  return firstLine?.trim() === MISSING_LICENCE_NOTICE;
}

/**
 * Records what makes a page unclean: console errors and warnings, uncaught exceptions, failed
 * or erroring requests to the local server, and any request to another host (the site must work
 * with no third-party service reachable). Shared by the end-to-end tests and the quality sweep.
 */
export class PageRecorder {
  private problems: Problem[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      // A failed load is reported below, with its URL; the console line would repeat it.
      if (message.text().startsWith('Failed to load resource')) return;
      if (isMissingLicenceNotice(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        this.problems.push({ gate: 'console', reason: `console ${message.type()}: ${message.text().slice(0, 300)}` });
      }
    });
    page.on('pageerror', (error) => this.problems.push({ gate: 'console', reason: `uncaught exception: ${error.message}` }));
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      if ((protocol === 'http:' || protocol === 'https:') && hostname !== '127.0.0.1') {
        this.problems.push({ gate: 'request', reason: `third-party request: ${request.url()}` });
      }
    });
    page.on('requestfailed', (request) => {
      // ERR_ABORTED is the page cancelling its own request (a superseded route fetch, say); a
      // missing file shows up as an HTTP status below instead.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      if (new URL(request.url()).hostname === '127.0.0.1') {
        this.problems.push({ gate: 'request', reason: `request failed: ${request.url()} (${request.failure()?.errorText})` });
      }
    });
    page.on('response', (response) => {
      if (new URL(response.url()).hostname === '127.0.0.1' && response.status() >= 400) {
        this.problems.push({ gate: 'request', reason: `HTTP ${response.status()}: ${response.url()}` });
      }
    });
  }

  /** What was recorded so far, kept for later calls. */
  peek(): Problem[] {
    return [...this.problems];
  }

  /** What was recorded so far; the record starts empty again. */
  take(): Problem[] {
    const taken = this.problems;
    this.problems = [];
    return taken;
  }
}
