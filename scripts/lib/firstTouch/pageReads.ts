// How a first-touch sample reads and marks the page it is about to touch: by plain evaluation,
// never by Playwright's locators, element handles or waitFor* calls. Those install Playwright's
// injected script, which listens on `window` for touchstart and touchmove with `passive: false`.
// With such a listener a touch is sent to the page blocking, and while the page has not answered it
// (for a held press, up to 100 ms) Chromium holds back the page's timers, waiting for a scroll that
// may follow. A reader's page has no such listener (ours has none): with the injected script, the
// 50 ms timer by which x-charts answers a press fired 103 ms after the press instead of 52.
import type { Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of `selector`'s first match in the viewport's coordinates; null when none matches or it is not laid out. */
export function firstBox(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0 ? { x, y, width, height } : null;
  }, selector);
}

/** Sets `attribute` on `selector`'s first match or, with `closest`, on its nearest ancestor matching that; false when none matches. */
export function markFirst(page: Page, selector: string, attribute: string, closest?: string): Promise<boolean> {
  return page.evaluate(
    ({ css, name, at }) => {
      const element = document.querySelector(css);
      if (!element) return false;
      (at ? (element.closest(at) ?? element) : element).setAttribute(name, '');
      return true;
    },
    { css: selector, name: attribute, at: closest ?? null },
  );
}

/** Scrolls `selector`'s first match to the middle of the screen unless it is wholly in view already. */
export async function scrollFirstIntoView(page: Page, selector: string): Promise<void> {
  const found = await page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const inView = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    if (!inView) element.scrollIntoView({ block: 'center', inline: 'nearest' });
    return true;
  }, selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
}

/** The distance from a quarter down the screen to the top of `selector`'s first match. */
export async function topBelowQuarter(page: Page, selector: string): Promise<number> {
  const distance = await page.evaluate((css) => {
    const element = document.querySelector(css);
    return element ? element.getBoundingClientRect().top - innerHeight / 4 : null;
  }, selector);
  if (distance === null) throw new Error(`nothing matches ${selector}`);
  return distance;
}

/** The part of a DevTools session this needs: Playwright's and Puppeteer's both have it. */
export interface DevToolsSession {
  send(method: 'Runtime.evaluate', params: { expression: string }): Promise<{ result: { objectId?: string } }>;
  send(method: 'DOMDebugger.getEventListeners', params: { objectId: string; depth?: number; pierce?: boolean }): Promise<{ listeners: { type: string; passive: boolean }[] }>;
}

async function listenersOf(session: DevToolsSession, expression: 'window' | 'document', everywhere: boolean) {
  const { result } = await session.send('Runtime.evaluate', { expression });
  if (!result.objectId) throw new Error(`the page has no ${expression} to read listeners from`);
  const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId, ...(everywhere ? { depth: -1, pierce: true } : {}) });
  return listeners;
}

/**
 * The touchstart and touchmove listeners that are not passive, by event type: on `window` alone
 * (where Playwright's are), or with `everywhere`, also on the document and every node in it.
 */
export async function blockingTouchListeners(session: DevToolsSession, { everywhere = false } = {}): Promise<string[]> {
  const listeners = [...(await listenersOf(session, 'window', false)), ...(everywhere ? await listenersOf(session, 'document', true) : [])];
  return listeners.filter((listener) => (listener.type === 'touchstart' || listener.type === 'touchmove') && !listener.passive).map((listener) => listener.type);
}

/**
 * Throws when `window` has a blocking touch listener before a sample's touch. None of the sites
 * measured registers one; one there comes from the harness (see the head of this file), and the
 * sample would time Chromium holding the page's timers back, not what a reader waits for.
 */
export async function assertReaderTouch(session: DevToolsSession, what: string): Promise<void> {
  const blocking = await blockingTouchListeners(session);
  if (blocking.length > 0) {
    throw new Error(`${what}: window has blocking ${[...new Set(blocking)].join(' and ')} listeners before the touch; a reader's page has none, so the sample would not be a reader's (scripts/lib/firstTouch/pageReads.ts)`);
  }
}
