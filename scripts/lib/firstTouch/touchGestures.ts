// How a first-touch sample reaches its target on the phone: a tap where the target has come to
// rest in view, and a scroll by the wheel.
import type { Page } from '@playwright/test';

export async function tapOn(page: Page, selector: string): Promise<number> {
  const target = page.locator(selector).first();
  const viewport = page.viewportSize();
  const inView = (box: { x: number; y: number; width: number; height: number }) =>
    !viewport || (box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width);
  // Blocks below the first screen are laid out as they near it (content-visibility), which can
  // move a link at the foot of the page after the scroll, out of the screen: tap where it has
  // come to rest, scrolled to again until it rests in view.
  let box: Awaited<ReturnType<typeof target.boundingBox>> = null;
  for (let scroll = 0; scroll < 5 && !(box && inView(box)); scroll += 1) {
    await target.scrollIntoViewIfNeeded();
    box = await target.boundingBox();
    for (let check = 0; check < 20; check += 1) {
      await page.waitForTimeout(100);
      const next = await target.boundingBox();
      if (next && box && next.x === box.x && next.y === box.y) break;
      box = next;
    }
  }
  if (!box || !inView(box)) throw new Error(`nothing to tap in view: ${selector}`);
  const at = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return at;
}

/** Wheels down, half a screen at a time, until the element's top is a quarter down the screen. */
export async function wheelTo(page: Page, selector: string) {
  for (let step = 0; step < 40; step += 1) {
    const distance = await page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().top - innerHeight / 4);
    if (Math.abs(distance) < 8) return;
    await page.mouse.wheel(0, Math.sign(distance) * Math.min(Math.abs(distance), 400));
    await page.waitForTimeout(50);
  }
}
