// How a first-touch sample reaches its target on the phone: a tap where the target has come to
// rest in view, and a scroll by the wheel. Both read the page through pageReads.ts only.
import type { CDPSession, Page } from '@playwright/test';
import { assertReaderTouch, firstBox, scrollFirstIntoView, topBelowQuarter, type Box } from './pageReads';

/** Taps the centre of `selector`'s first match once it rests in view; the tap's wall-clock time. */
export async function tapOn(page: Page, session: CDPSession, selector: string): Promise<number> {
  const viewport = page.viewportSize();
  const inView = (box: Box) => !viewport || (box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width);
  // Blocks below the first screen are laid out as they near it (content-visibility), which can
  // move a link at the foot of the page after the scroll, out of the screen: tap where it has
  // come to rest, scrolled to again until it rests in view.
  let box: Box | null = null;
  for (let scroll = 0; scroll < 5 && !(box && inView(box)); scroll += 1) {
    await scrollFirstIntoView(page, selector);
    box = await firstBox(page, selector);
    for (let check = 0; check < 20; check += 1) {
      await page.waitForTimeout(100);
      const next = await firstBox(page, selector);
      if (next && box && next.x === box.x && next.y === box.y) break;
      box = next;
    }
  }
  if (!box || !inView(box)) throw new Error(`nothing to tap in view: ${selector}`);
  await assertReaderTouch(session, `tap on ${selector}`);
  const at = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return at;
}

/** Wheels down, half a screen at a time, until the element's top is a quarter down the screen. */
export async function wheelTo(page: Page, selector: string) {
  for (let step = 0; step < 40; step += 1) {
    const distance = await topBelowQuarter(page, selector);
    if (Math.abs(distance) < 8) return;
    await page.mouse.wheel(0, Math.sign(distance) * Math.min(Math.abs(distance), 400));
    await page.waitForTimeout(50);
  }
}
