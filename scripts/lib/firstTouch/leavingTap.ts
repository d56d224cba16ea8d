// A tap that leaves the page ("next page"), sampled the way a reader's Chromium follows it: with
// the page the site asked to render ahead, if it did. Playwright cannot show that: Chromium renders
// nothing ahead for a page driven by DevTools sessions without tab targets, which Playwright's are
// (`PrerenderingDisabledByDevTools`), so these taps are driven by Puppeteer, whose sessions are,
// for every site alike. The phone is the same as phoneProfile.ts's: its screen, its 4× slower CPU
// (set on the page rendered ahead too, by Puppeteer's emulation), and the phone link in front of
// the site. Puppeteer loses track of its page once one rendered ahead takes its place, so the
// shown page is read through a second connection.
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { chromiumLaunch } from '../chromiumLaunch';
import { assertReaderTouch } from './pageReads';
import { PHONE } from './phoneProfile';
import { WATCHER, type Goal } from './touchWatcher';

const ANSWER_TIMEOUT_MS = 20_000;
const READ_AFTER_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function launch(): Promise<Browser> {
  const options = chromiumLaunch();
  return puppeteer.launch({ executablePath: options.executablePath, args: options.args, ignoreDefaultArgs: options.ignoreDefaultArgs, headless: true });
}

/** Taps the centre of `selector`'s first match once it has come to rest in view (as touchGestures.ts's tapOn); the tap's wall-clock time. */
async function tapAt(page: Page, session: CDPSession, selector: string): Promise<number> {
  const target = await page.waitForSelector(selector, { timeout: 10_000 });
  if (!target) throw new Error(`nothing to tap: ${selector}`);
  const inView = (box: { x: number; y: number; width: number; height: number }) => box.y >= 0 && box.x >= 0 && box.y + box.height <= PHONE.viewport.height && box.x + box.width <= PHONE.viewport.width;
  let box = null;
  for (let scroll = 0; scroll < 5 && !(box && inView(box)); scroll += 1) {
    await target.scrollIntoView();
    box = await target.boundingBox();
    for (let check = 0; check < 20; check += 1) {
      await sleep(100);
      const next = await target.boundingBox();
      if (next && box && next.x === box.x && next.y === box.y) break;
      box = next;
    }
  }
  if (!box || !inView(box)) throw new Error(`nothing to tap in view: ${selector}`);
  // Puppeteer's element handles, unlike Playwright's, leave no touch listener in the page; checked all the same.
  await assertReaderTouch(session, `tap on ${selector}`);
  const at = Date.now();
  // A page rendered ahead can take this one's place on the touch's end, before the end is
  // acknowledged: the session that sent it is closed by then, and the tap is made.
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'TargetCloseError')) throw error;
  });
  return at;
}

/**
 * When the tab that now shows `url` showed its answer, read through a connection of its own: the
 * watcher's, or, for a page that was rendered ahead (which the watcher never reaches: Puppeteer
 * installs nothing in it), its first contentful paint, which Chromium times from the first frame
 * shown after activation. A page is rendered ahead with its title, so that paint is the title's,
 * presented: a frame later than the watcher would count it.
 */
async function answerAt(browser: Browser, url: string): Promise<number | null> {
  // Both times are kept in the page: read them once the frames they time are over, so that the
  // connection's attaching (work for the phone's slowed CPU) does not delay them.
  await sleep(READ_AFTER_MS);
  const observer = await puppeteer.connect({ browserWSEndpoint: browser.wsEndpoint() });
  try {
    const until = Date.now() + ANSWER_TIMEOUT_MS;
    while (Date.now() < until) {
      for (const page of await observer.pages()) {
        if (page.url() !== url) continue;
        const answer = await page
          .evaluate(() => {
            const watched = (window as unknown as { __touchAnswer?: number }).__touchAnswer;
            if (watched) return watched;
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number };
            const painted = performance.getEntriesByName('first-contentful-paint')[0];
            return (navigation.activationStart ?? 0) > 0 && painted ? performance.timeOrigin + painted.startTime : 0;
          })
          .catch(() => 0);
        if (answer) return answer;
      }
      await sleep(50);
    }
    return null;
  } finally {
    await observer.disconnect();
  }
}

/**
 * One tap on a link that leaves the page, on a fresh phone: load, wait `afterMs`, tap, and time the
 * answer in the page it opens. A browser of its own, not a context: a second connection sees the
 * pages of the default context only.
 */
export async function sampleLeavingTap(url: string, afterMs: number, goal: Goal, selector: string): Promise<number | null> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.setViewport({ ...PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: PHONE.isMobile, hasTouch: PHONE.hasTouch });
    await page.emulateCPUThrottling(4);
    await page.evaluateOnNewDocument(`(${WATCHER})(${JSON.stringify(goal)})`);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await sleep(afterMs);
    const destination = await page.$eval(selector, (link) => (link as HTMLAnchorElement).href);
    const tappedAt = await tapAt(page, await page.createCDPSession(), selector);
    const answered = await answerAt(browser, destination);
    return answered === null ? null : Math.round(answered - tappedAt);
  } finally {
    await browser.close();
  }
}
