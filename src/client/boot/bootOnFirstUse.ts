/**
 * The page's application code starts when the reader first uses the page, not while it loads, and
 * after the browser has answered and painted that first use (a tap's click, a key).
 *
 * The exported HTML is complete: the article, the API tables and every demo are readable, links
 * work and anchors scroll with no JavaScript. What the scripts add (theme and settings, search,
 * the live demos, scroll spy, ads, analytics) is started by this loader, inlined in every page
 * by the build (src/node/export/deferPageScripts.ts), when any of these comes first:
 * - a sign of use: a key, a pointer moving or pressed, a touch, a wheel, a scroll, a focus change;
 * - the page has loaded and the browser has been idle for `idleDelayMs`.
 * The scripts are fetched (at the lowest priority) a little earlier, so that a first tap finds them
 * in the cache; not during the load, where they would compete with the article's CSS and fonts.
 * Evaluating React and the page's modules takes hundreds of milliseconds on a phone; done during
 * load it blocked the first paint and any early tap. Started this way, it runs when the reader has
 * already read the first screen, or in answer to their first gesture.
 *
 * What the reader did before the code was there is kept: the last click on something that is not a
 * link or a native control, and the search shortcut with the keys typed after it, are held and
 * replayed, in order, once the page has hydrated (the frame sets `data-hydrated` on `<html>`).
 * A demo hydrates later than the page, when it nears the viewport: a click on a demo whose code
 * has not hydrated it yet (no `data-demo-live`) is held the same way, before and after the page
 * hydrates, and replayed on that demo once it is live, once (demoClickReplay.ts).
 *
 * This module is inlined as a script (it runs before any bundle): src/node/export/deferPageScripts.ts
 * compiles it with the modules it imports, which must import nothing themselves. Before the
 * scripts start, the page's data gets back the HTML the build took out of it
 * (src/client/boot/pageDataFromDom.ts).
 */
import { restorePageDataFromDom } from './pageDataFromDom';
import { isSearchShortcut, queryEdit } from '../../shared/search/shortcut';
import { SEARCH_DIALOG_ID, SEARCH_OPEN_ATTRIBUTE } from '../../shared/nav/shellIds';
import { searchIsOpen, whenSearchCloses } from './searchPopover';
import { DEMO_LIVE, holdClicksForDemos, type ClickPoint } from './demoClickReplay';
import { demoChunkUrls, type DemoChunkList } from '../../shared/demos/demoChunkList';
import { demosNearViewport } from '../demos/nearbyDemos';
import { whenShown } from './whenShown';
import { nextPageAhead } from './nextPageAhead';

export interface BootOptions {
  /** The page's scripts, in document order. */
  scripts: readonly string[];
  /** The files the page's demos load, fetched with the scripts for the demos near the viewport; null on a page without demos. */
  demoChunks: DemoChunkList | null;
  /** How long after the load event an untouched page waits, idle, before fetching its scripts. */
  prefetchDelayMs: number;
  /** How long after the load event an untouched page waits, idle, before starting its scripts. */
  idleDelayMs: number;
}

const USE_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;
// A press is a use, but the code starts once the press is over: what the tap asks for comes first.
const PRESSES = new Set(['pointerdown', 'touchstart']);
const PRESS_ENDS = ['click', 'pointerup', 'pointercancel', 'touchend', 'touchcancel'] as const;
/** A press held this long is not a tap: the code starts without waiting for the finger to lift. */
const HELD_PRESS_MS = 500;
/**
 * How long after a finger lifts its tap's click may come. A touch ends (`touchend`, `pointerup`)
 * before the browser makes the click, in a task of its own: the code waits for that click, not
 * for the lift, or a tap on the search button started it before the dialog it opens could say
 * "not now". A lift with no click (a scroll, a pinch) starts the code once this has passed.
 */
const CLICK_AFTER_LIFT_MS = 300;

const EDITABLE = 'input, textarea, select, [contenteditable="true"]';
// A demo's box; until its own code has hydrated it (DEMO_LIVE) its controls are server HTML,
// which a click reaches before React does.
const DEMO = '[data-demo]';
// Clicks on these do what they do without the page's code, so they are never held: links, native
// controls, the shell's popover buttons (the nav drawer, the version menu), the search button and
// anything in a dialog (the inline loader opens the search dialog and the search box runs it:
// openSearch.ts).
const NATIVE_CLICK_TARGETS = `a[href], summary, label, [popovertarget], [${SEARCH_OPEN_ATTRIBUTE}], dialog, ${EDITABLE}`;

export function bootOnFirstUse(win: Window & typeof globalThis, options: BootOptions): void {
  const doc = win.document;
  const root = doc.documentElement;
  let started = false;
  let heldClick: (ClickPoint & { target: Element }) | null = null;
  // The search shortcut and the keys after it, in the order typed. While they are replayed, keys
  // the reader goes on typing join the end, so that none overtakes them.
  const heldKeys: KeyboardEvent[] = [];
  const replayed = new WeakSet<Event>();
  let replaying = false;

  const hydrated = () => root.getAttribute('data-hydrated') === 'true';
  const heldAt = (event: MouseEvent): ClickPoint => ({ pageX: event.clientX + win.scrollX, pageY: event.clientY + win.scrollY });
  const clickAt = ({ pageX, pageY }: ClickPoint) =>
    new win.MouseEvent('click', { bubbles: true, cancelable: true, view: win, clientX: pageX - win.scrollX, clientY: pageY - win.scrollY });

  // While the reader is in the search dialog, which needs none of it, the page's code waits, and
  // so does its prefetching: on a phone their downloads and start-up took the connection and the
  // processor from the search's own files, and the first results came seconds later. They go on
  // once the dialog closes (a result chosen meanwhile is a link: a new page loads).
  const afterSearch = (task: () => void) => {
    const search = doc.getElementById(SEARCH_DIALOG_ID);
    if (!(search instanceof win.HTMLElement) || !searchIsOpen(search)) return false;
    whenSearchCloses(search, task, { once: true });
    return true;
  };

  const prefetched = new Set<string>();
  const prefetch = (href: string) => {
    if (prefetched.has(href)) return;
    prefetched.add(href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    doc.head.appendChild(link);
  };
  // The files of the demos near the viewport, which the page's code would only ask for once it has
  // run, in three chained steps (src/shared/demos/demoChunkList.ts). A prefetch, not a preload: it
  // queues behind the page's scripts, which are needed first, and a demo the reader has scrolled
  // away from by then leaves no "preloaded but not used" warning.
  const demoCode = () => (options.demoChunks ? demoChunkUrls(options.demoChunks, demosNearViewport(doc, win.innerHeight)) : []);

  const start = () => {
    if (started || afterSearch(startAfterPaint)) return;
    started = true;
    for (const type of USE_EVENTS) win.removeEventListener(type, onUse, true);
    restorePageDataFromDom(doc);
    for (const src of options.scripts) {
      const script = doc.createElement('script');
      script.src = src;
      // Inserted scripts are async by default; these must run in document order.
      script.async = false;
      doc.head.appendChild(script);
    }
    for (const href of demoCode()) prefetch(href);
  };

  const dispatchKey = (key: KeyboardEvent) => {
    const event = new win.KeyboardEvent('keydown', { key: key.key, code: key.code, ctrlKey: key.ctrlKey, metaKey: key.metaKey, altKey: key.altKey, shiftKey: key.shiftKey, bubbles: true, cancelable: true });
    replayed.add(event);
    const target = doc.activeElement ?? doc.body;
    target.dispatchEvent(event);
    // A dispatched key types nothing. When the search field has already opened and taken focus
    // (its code loaded before the replay ended), the edit the key stands for is made here, through
    // the value setter and an input event, as the field's own handlers expect a typed change.
    const change = queryEdit(key);
    if (!event.defaultPrevented && change && target instanceof win.HTMLInputElement) {
      Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')?.set?.call(target, change(target.value));
      target.dispatchEvent(new win.Event('input', { bubbles: true }));
    }
  };

  // One key per task: a replayed shortcut opens the search, and the keys after it must find the
  // listener that the opening mounts. The held click comes last.
  const replayNext = () => {
    const key = heldKeys.shift();
    if (key) {
      dispatchKey(key);
      win.setTimeout(replayNext, 0);
      return;
    }
    replaying = false;
    win.removeEventListener('keydown', holdKey, true);
    const click = heldClick;
    heldClick = null;
    // Not marked as replayed: a click on a demo that is not live yet is held again, for the demo.
    if (click?.target.isConnected) click.target.dispatchEvent(clickAt(click));
  };

  // Dispatched, not `.click()`: the target is often an icon's SVG, which has no such method.
  const replayClick = (target: Element, at: ClickPoint) => {
    const event = clickAt(at);
    replayed.add(event);
    if (target.isConnected) target.dispatchEvent(event);
  };

  const holdForDemo = holdClicksForDemos(win, replayClick);

  // The reader's first gesture is answered before the code starts: the browser handles a tap's
  // click (opening the drawer, following a link) and paints it, then the scripts go in. Started in
  // the pointerdown, the work of starting them (the page data, then each script evaluated as it
  // arrives) came before the click and its paint, and a tap on the menu waited seconds on a phone.
  const startAfterPaint = () => {
    if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => win.setTimeout(start, 0));
    else win.setTimeout(start, 0);
  };
  let pressed = false;
  /** Set while the click of a lifted finger is awaited: the first thing `holdClick` calls. */
  let awaitedClick: (() => void) | null = null;
  function onUse(event: Event) {
    if (!PRESSES.has(event.type)) {
      startAfterPaint();
      return;
    }
    if (pressed) return;
    pressed = true;
    let over = false;
    const released = (end?: Event) => {
      if (over) return;
      over = true;
      for (const type of PRESS_ENDS) win.removeEventListener(type, released, true);
      if (end === undefined || end.type === 'click' || end.type.endsWith('cancel')) {
        startAfterPaint();
        return;
      }
      const clicked = () => {
        awaitedClick = null;
        win.clearTimeout(noClick);
        startAfterPaint();
      };
      const noClick = win.setTimeout(clicked, CLICK_AFTER_LIFT_MS);
      awaitedClick = clicked;
    };
    for (const type of PRESS_ENDS) win.addEventListener(type, released, { capture: true, passive: true });
    // A finger held longer than a tap asks for what only the code answers (a chart's tooltip).
    win.setTimeout(() => released(), HELD_PRESS_MS);
  }

  const editable = (target: EventTarget | null) => target instanceof win.Element && target.closest(EDITABLE) !== null;
  // Once the shortcut is held, what follows it (characters, Backspace, Escape) belongs to the
  // search field that is about to open, as the search button's own key buffer takes it.
  const followsShortcut = (event: KeyboardEvent) => (heldKeys.length > 0 || replaying) && (queryEdit(event) !== null || event.key === 'Escape');
  const holding = () => !hydrated() || replaying;

  function holdKey(event: KeyboardEvent) {
    // The page's own search dialog opens at once (openSearch.ts); only a hosted one waits for the code.
    if (doc.getElementById(SEARCH_DIALOG_ID)) return;
    if (!holding() || replayed.has(event) || editable(event.target)) return;
    if (!isSearchShortcut(event) && !followsShortcut(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldKeys.push(event);
  }

  function holdClick(event: MouseEvent) {
    // It sees every click first (captured on the window, registered before anything else), and
    // the frame the code then waits for comes after the click's own handlers.
    awaitedClick?.();
    if (event.button !== 0 || replayed.has(event)) return;
    const target = event.target;
    if (!(target instanceof win.Element) || target.closest(NATIVE_CLICK_TARGETS)) return;
    const demo = target.closest(DEMO);
    const demoPending = demo !== null && !demo.hasAttribute(DEMO_LIVE);
    if (!holding() && !demoPending) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (holding()) heldClick = { ...heldAt(event), target };
    else if (demo) holdForDemo(demo, target, heldAt(event));
  }

  for (const type of USE_EVENTS) win.addEventListener(type, onUse, { capture: true, passive: true });
  win.addEventListener('keydown', holdKey, true);
  win.addEventListener('click', holdClick, true);

  new win.MutationObserver((_records, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    replaying = true;
    replayNext();
    askForNextPage();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

  const idle = (task: () => void) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: 1000 });
    else task();
  };
  const whenIdle = (delayMs: number, task: () => void) => win.setTimeout(() => idle(task), delayMs);

  // One file per idle callback: starting a fetch costs the main thread a few milliseconds, and
  // the page's fifteen or so scripts in one callback made a task of 15 to 25 ms on a desktop CPU,
  // a long task on a phone. The demos' files come after the scripts, for the demos near the
  // viewport when the prefetching begins.
  const prefetchFrom = (files: () => readonly string[], index: number): (() => void) => () => {
    const href = files()[index];
    if (started || href === undefined || afterSearch(prefetchFrom(files, index))) return;
    prefetch(href);
    idle(prefetchFrom(files, index + 1));
  };
  let toPrefetch: readonly string[] | null = null;
  const prefetchList = () => (toPrefetch ??= [...options.scripts, ...demoCode()]);

  // The next page in reading order, the likeliest move once this one is read, rendered ahead
  // (nextPageAhead.ts). A tap on its link, before the code runs or after, then shows a page already
  // laid out instead of waiting for the network (on a phone, a round trip and 30 to 60 kB) and for
  // the page's parsing and layout. Asked for first after the load: nothing else is on the
  // connection then. A page whose code has started before asks once it has hydrated, and its own
  // files have had the line a while: a tap on a demo 2 s after load waited 200 ms longer behind
  // the next page on the phone's line. Where speculation rules are not supported the navigation
  // is as before; the browser itself leaves them alone for a reader saving data.
  const ahead = nextPageAhead(win);
  let shown = false;
  function askForNextPage() {
    if (!shown) return;
    if (hydrated()) whenIdle(options.idleDelayMs, ahead.ask);
    else if (!started) idle(() => started || ahead.ask());
  }

  const afterLoad = () =>
    whenShown(doc, () => {
      shown = true;
      askForNextPage();
      whenIdle(options.prefetchDelayMs, prefetchFrom(prefetchList, 0));
      whenIdle(options.idleDelayMs, start);
    });
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
