/** @jest-environment jsdom */
import { JSDOM } from 'jsdom';
import { installPopovers } from '../../support/popoverPolyfill';
import { settle, settleUntil } from '../../support/jsdomWait';
import { bootOnFirstUse } from '../../../../src/client/boot/bootOnFirstUse';
import { NEXT_PAGE_RULES } from '../../../../src/shared/nav/nextPageRules';
import { followColorScheme } from '../../../../src/client/boot/followColorScheme';
import { followSettings } from '../../../../src/client/boot/followSettings';

const SCRIPTS = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/react.js', '/_next/static/chunks/page.js'];
const OPTIONS = { scripts: SCRIPTS, demoChunks: null, prefetchDelayMs: 2500, idleDelayMs: 5000 };

function makePage(footer = '') {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><button id="settings">Settings</button><button id="icon-button"><svg id="icon"><path d="M0 0h1"></path></svg></button><a id="link" href="/x/other/">Other</a><input id="field"><p id="text">Text</p>${footer}</body></html>`,
    { pretendToBeVisual: true, url: 'http://127.0.0.1/x/this-page/' },
  );
  const win = dom.window as unknown as Window & typeof globalThis;
  const started = () => [...win.document.querySelectorAll('head script')].map((script) => (script as HTMLScriptElement).getAttribute('src'));
  const prefetched = () => [...win.document.querySelectorAll('head link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
  // What the frame does once React has hydrated the page.
  const hydrate = () => win.document.documentElement.setAttribute('data-hydrated', 'true');
  const key = (init: KeyboardEventInit, target: EventTarget = win.document.body) => {
    const event = new win.KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };
  return { dom, win, started, prefetched, hydrate, key };
}

/** The page's search dialog, as SearchBox.tsx draws it: a popover. */
function searchPanel(win: Window & typeof globalThis) {
  installPopovers(win);
  const panel = win.document.createElement('div');
  panel.id = 'docs-search';
  panel.setAttribute('popover', 'auto');
  win.document.body.append(panel);
  return panel;
}

describe('bootOnFirstUse', () => {
  it('starts nothing while the page loads, then the scripts in document order on the first key, once it has been painted', async () => {
    const { win, started, key } = makePage();
    bootOnFirstUse(win, OPTIONS);
    expect(started()).toEqual([]);
    key({ key: 'Shift' });
    expect(started()).toEqual([]);
    await settleUntil(win, () => started().length > 0);
    expect(started()).toEqual(SCRIPTS);
    expect([...win.document.querySelectorAll('head script')].every((script) => (script as HTMLScriptElement).async === false)).toBe(true);
    key({ key: 'a' });
    win.dispatchEvent(new win.Event('scroll'));
    expect(started()).toHaveLength(SCRIPTS.length);
  });

  it('waits while the search dialog is open, and starts once it closes', async () => {
    const { win, started, key } = makePage();
    const dialog = searchPanel(win);
    dialog.showPopover();
    bootOnFirstUse(win, OPTIONS);
    key({ key: 'a' });
    await settle(win, 50);
    expect(started()).toEqual([]);
    dialog.hidePopover();
    await settleUntil(win, () => started().length > 0);
    expect(started()).toEqual(SCRIPTS);
  });

  it('gives the page its data back from the page before the first script starts', async () => {
    const dom = new JSDOM(
      `<!doctype html><html><head></head><body><div data-props-html="0"><p>The <em>section</em></p></div><script id="__NEXT_DATA__" type="application/json">{"props":{"html":"\\u0000dom:0"}}</script></body></html>`,
    );
    const win = dom.window as unknown as Window & typeof globalThis;
    const head = win.document.head;
    const append = head.appendChild.bind(head);
    const dataAtEachScript: string[] = [];
    head.appendChild = <T extends Node>(node: T): T => {
      dataAtEachScript.push(win.document.getElementById('__NEXT_DATA__')?.textContent ?? '');
      return append(node);
    };
    bootOnFirstUse(win, OPTIONS);
    win.document.body.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    await settleUntil(win, () => dataAtEachScript.length === SCRIPTS.length);
    expect(dataAtEachScript).toHaveLength(SCRIPTS.length);
    for (const data of dataAtEachScript) expect(JSON.parse(data)).toEqual({ props: { html: '<p>The <em>section</em></p>' } });
  });

  it.each([
    ['a pointer pressed and released', (win: Window & typeof globalThis) => ['pointerdown', 'pointerup'].forEach((type) => win.document.body.dispatchEvent(new win.MouseEvent(type, { bubbles: true })))],
    ['a scroll', (win: Window & typeof globalThis) => win.dispatchEvent(new win.Event('scroll'))],
    ['a touch that ends', (win: Window & typeof globalThis) => ['touchstart', 'touchend'].forEach((type) => win.document.body.dispatchEvent(new win.Event(type, { bubbles: true })))],
    ['a focus change', (win: Window & typeof globalThis) => win.document.getElementById('field')!.dispatchEvent(new win.FocusEvent('focusin', { bubbles: true }))],
  ])('starts on %s', async (_name, use) => {
    const { win, started } = makePage();
    bootOnFirstUse(win, OPTIONS);
    use(win);
    await settleUntil(win, () => started().length > 0);
    expect(started()).toEqual(SCRIPTS);
  });

  it('starts on a press held longer than a tap without waiting for it to end: what it asks for needs the code', async () => {
    const { win, started } = makePage();
    bootOnFirstUse(win, OPTIONS);
    win.document.body.dispatchEvent(new win.Event('touchstart', { bubbles: true }));
    await settle(win, 300);
    expect(started()).toEqual([]);
    await settleUntil(win, () => started().length > 0);
    expect(started()).toEqual(SCRIPTS);
    win.document.body.dispatchEvent(new win.Event('touchend', { bubbles: true }));
    await settle(win, 50);
    expect(started()).toEqual(SCRIPTS);
  });

  it('starts on a press only once the press is over, so the browser answers the tap first', async () => {
    const { win, started } = makePage();
    bootOnFirstUse(win, OPTIONS);
    win.document.body.dispatchEvent(new win.Event('touchstart', { bubbles: true }));
    await settle(win, 50);
    expect(started()).toEqual([]);
    win.document.body.dispatchEvent(new win.Event('touchend', { bubbles: true }));
    expect(started()).toEqual([]);
    await settleUntil(win, () => started().length > 0);
    expect(started()).toEqual(SCRIPTS);
  });

  it("waits for a tap's click after the finger lifts, so a tap that opens the search dialog does not start the code", async () => {
    const { win, started } = makePage();
    const dialog = searchPanel(win);
    const button = win.document.getElementById('settings')!;
    button.setAttribute('data-search-open', '');
    // What the inline search opener does with the click (openSearch.ts).
    button.addEventListener('click', () => dialog.showPopover());
    bootOnFirstUse(win, OPTIONS);
    for (const type of ['pointerdown', 'touchstart', 'pointerup', 'touchend']) button.dispatchEvent(new win.Event(type, { bubbles: true }));
    // A frame passes between the lift and the click: the code does not start in it.
    await settle(win, 60);
    expect(started()).toEqual([]);
    button.dispatchEvent(new win.MouseEvent('click', { bubbles: true }));
    await settle(win, 400);
    expect(started()).toEqual([]);
    dialog.hidePopover();
    await settleUntil(win, () => started().length > 0);
    expect(started()).toEqual(SCRIPTS);
  });

  it('starts after a lift that makes no click (a scroll) once the click would have come', async () => {
    const { win, started } = makePage();
    bootOnFirstUse(win, OPTIONS);
    for (const type of ['touchstart', 'touchend']) win.document.body.dispatchEvent(new win.Event(type, { bubbles: true }));
    await settle(win, 60);
    expect(started()).toEqual([]);
    await settleUntil(win, () => started().length > 0);
    expect(started()).toEqual(SCRIPTS);
  });

  it('fetches the scripts, then starts them, once the loaded page has been left alone', () => {
    // The test's own window: loaded already, with timers that jest can move.
    jest.useFakeTimers();
    try {
      document.head.innerHTML = '';
      bootOnFirstUse(window, OPTIONS);
      const inHead = (selector: string, attribute: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
      jest.advanceTimersByTime(2400);
      expect(inHead('link[rel="prefetch"]', 'href')).toEqual([]);
      jest.advanceTimersByTime(200);
      expect(inHead('link[rel="prefetch"]', 'href')).toEqual(SCRIPTS);
      expect(inHead('script', 'src')).toEqual([]);
      jest.advanceTimersByTime(2500);
      expect(inHead('script', 'src')).toEqual(SCRIPTS);
    } finally {
      jest.useRealTimers();
      document.head.innerHTML = '';
    }
  });

  it('fetches, starts and renders ahead nothing while the page is rendered ahead of the reader, and all of it once shown', () => {
    jest.useFakeTimers();
    const prerendering = Object.getOwnPropertyDescriptor(Document.prototype, 'prerendering');
    try {
      document.head.innerHTML = '';
      document.body.innerHTML = '<a rel="next" href="/x/after/">Next</a>';
      let hidden = true;
      Object.defineProperty(document, 'prerendering', { configurable: true, get: () => hidden });
      (HTMLScriptElement as unknown as { supports: (type: string) => boolean }).supports = (type) => type === 'speculationrules';
      bootOnFirstUse(window, OPTIONS);
      const inHead = (selector: string) => document.head.querySelectorAll(selector).length;
      jest.advanceTimersByTime(10_000);
      expect([inHead('link[rel="prefetch"]'), inHead('script[src]'), inHead('script[type="speculationrules"]')]).toEqual([0, 0, 0]);
      hidden = false;
      document.dispatchEvent(new Event('prerenderingchange'));
      jest.advanceTimersByTime(1000);
      expect(inHead('script[type="speculationrules"]')).toBe(1);
      jest.advanceTimersByTime(1600);
      expect(inHead('link[rel="prefetch"]')).toBe(SCRIPTS.length);
      jest.advanceTimersByTime(2500);
      expect(inHead('script[src]')).toBe(SCRIPTS.length);
    } finally {
      jest.useRealTimers();
      delete (document as { prerendering?: boolean }).prerendering;
      if (prerendering) Object.defineProperty(Document.prototype, 'prerendering', prerendering);
      delete (HTMLScriptElement as { supports?: unknown }).supports;
      document.head.innerHTML = '';
      document.body.innerHTML = '';
    }
  });

  /** The page with `footer` at its end, whose idle callbacks run one by one when the test says. */
  function withIdleCallbacks(footer = '') {
    const page = makePage(footer);
    const callbacks: Array<() => void> = [];
    (page.win as unknown as { requestIdleCallback: (task: () => void) => number }).requestIdleCallback = (task) => callbacks.push(task);
    const runIdle = () => callbacks.shift()!();
    // An idle callback is asked for once the page has loaded, which a busy machine delays, and
    // the first script's after a timer.
    const idleAsked = () => settleUntil(page.win, () => callbacks.length > 0);
    return { ...page, runIdle, idleAsked };
  }

  describe('the next page', () => {
    const FOOTER = '<footer><a rel="prev" href="/x/before/">Back</a><a rel="next" href="/x/after/">Next</a></footer>';
    const rulesIn = (win: Window) => [...win.document.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);
    const supporting = (win: Window & typeof globalThis) => {
      (win.HTMLScriptElement as unknown as { supports: (type: string) => boolean }).supports = (type) => type === 'speculationrules';
      return win;
    };

    it('is asked for first once the page has loaded, by speculation rules, before any script', async () => {
      const { win, prefetched, runIdle, idleAsked } = withIdleCallbacks(FOOTER);
      bootOnFirstUse(supporting(win), { ...OPTIONS, prefetchDelayMs: 0 });
      expect(rulesIn(win)).toEqual([]);
      await idleAsked();
      runIdle();
      expect(rulesIn(win)).toEqual([NEXT_PAGE_RULES]);
      expect(prefetched()).toEqual([]);
      await idleAsked();
      runIdle();
      expect(prefetched()).toEqual([SCRIPTS[0]]);
    });

    it('is what the rules render ahead, and fetch where rendering ahead is refused: the page’s own link to the next page, and no other', () => {
      const { win } = makePage(FOOTER);
      const rules = JSON.parse(NEXT_PAGE_RULES) as Record<string, Array<{ eagerness: string; where: { selector_matches: string } }>>;
      expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
      for (const [rule] of Object.values(rules)) {
        expect(rule.eagerness).toBe('immediate');
        expect([...win.document.querySelectorAll(rule.where.selector_matches)].map((link) => link.getAttribute('href'))).toEqual(['/x/after/']);
      }
    });

    it('stays once the page has hydrated, and a plain tap on its link is the browser’s to follow, not the router’s', async () => {
      const { win, runIdle, idleAsked, hydrate } = withIdleCallbacks(FOOTER);
      bootOnFirstUse(supporting(win), { ...OPTIONS, prefetchDelayMs: 0 });
      // What the tap would meet before the rules: the router's listener, below the window.
      const reachedRouter: string[] = [];
      win.document.body.addEventListener('click', (event) => reachedRouter.push((event.target as Element).textContent ?? ''));
      const tap = (link: Element, init: MouseEventInit = {}) => {
        const event = new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
        link.dispatchEvent(event);
        return event;
      };
      const [back, next] = [...win.document.querySelectorAll('footer a')];
      tap(next);
      expect(reachedRouter).toEqual(['Next']);
      await idleAsked();
      runIdle();
      hydrate();
      await settle(win);
      expect(rulesIn(win)).toEqual([NEXT_PAGE_RULES]);
      const followed = tap(next);
      // Neither stopped nor cancelled: the browser follows the link, to the page it rendered ahead.
      expect(followed.defaultPrevented).toBe(false);
      expect(reachedRouter).toEqual(['Next']);
      tap(next, { ctrlKey: true });
      tap(back);
      expect(reachedRouter).toEqual(['Next', 'Next', 'Back']);
    });

    it('is not asked for once the page’s own code has started: its scripts have the line', async () => {
      const { win, runIdle, idleAsked, key, started } = withIdleCallbacks(FOOTER);
      bootOnFirstUse(supporting(win), { ...OPTIONS, prefetchDelayMs: 0 });
      key({ key: 'Shift' });
      await settleUntil(win, () => started().length > 0);
      await idleAsked();
      runIdle();
      expect(rulesIn(win)).toEqual([]);
    });

    it('is asked for by a page whose code started before the load, once it has hydrated and been idle a while', async () => {
      jest.useFakeTimers();
      try {
        const { win, hydrate, key, started } = makePage(FOOTER);
        (win as unknown as { requestIdleCallback?: unknown }).requestIdleCallback = undefined;
        let state = 'loading';
        Object.defineProperty(win.document, 'readyState', { configurable: true, get: () => state });
        bootOnFirstUse(supporting(win), OPTIONS);
        key({ key: 'Shift' });
        jest.advanceTimersByTime(100);
        expect(started()).toEqual(SCRIPTS);
        hydrate();
        await Promise.resolve();
        state = 'complete';
        win.dispatchEvent(new win.Event('load'));
        jest.advanceTimersByTime(OPTIONS.idleDelayMs - 100);
        expect(rulesIn(win)).toEqual([]);
        jest.advanceTimersByTime(200);
        expect(rulesIn(win)).toEqual([NEXT_PAGE_RULES]);
      } finally {
        jest.useRealTimers();
      }
    });

    it('is left to a plain navigation where speculation rules are not supported', async () => {
      const { win, runIdle, idleAsked } = withIdleCallbacks(FOOTER);
      bootOnFirstUse(win, { ...OPTIONS, prefetchDelayMs: 0 });
      await idleAsked();
      runIdle();
      expect(rulesIn(win)).toEqual([]);
    });
  });

  it('starts one prefetch per idle callback, so that none makes a long task, and stops once the scripts start', () => {
    const { win, prefetched, started, key, runIdle, idleAsked } = withIdleCallbacks();
    bootOnFirstUse(win, { ...OPTIONS, prefetchDelayMs: 0 });
    return idleAsked().then(async () => {
      // The first is the next page's, which this browser does not fetch ahead.
      runIdle();
      expect(prefetched()).toEqual([]);
      await idleAsked();
      runIdle();
      expect(prefetched()).toEqual(SCRIPTS.slice(0, 1));
      runIdle();
      expect(prefetched()).toEqual(SCRIPTS.slice(0, 2));
      key({ key: 'Shift' });
      await settleUntil(win, () => started().length > 0);
      expect(started()).toEqual(SCRIPTS);
      runIdle();
      expect(prefetched()).toEqual(SCRIPTS.slice(0, 2));
    });
  });

  describe("the demos' files", () => {
    const LIST = {
      base: '/_next/',
      files: ['static/chunks/index.js', 'static/chunks/loaders.js', 'static/chunks/grid.js', 'static/chunks/chart.js'],
      page: [0, 1],
      demos: { 'grid/Near': [2], 'chart/Far': [3] },
    };
    const NEAR_FILES = ['/_next/static/chunks/index.js', '/_next/static/chunks/loaders.js', '/_next/static/chunks/grid.js'];
    const withDemos = () => {
      const page = makePage();
      for (const [id, top] of [['grid/Near', 300], ['chart/Far', 5000]] as const) {
        const box = page.win.document.createElement('div');
        box.dataset.demo = id;
        box.getBoundingClientRect = () => ({ top, bottom: top + 400 }) as DOMRect;
        page.win.document.body.append(box);
      }
      return page;
    };

    it('fetches the files of the demos near the viewport beside the scripts at first use, the page index and loaders first', async () => {
      const { win, started, prefetched, key } = withDemos();
      bootOnFirstUse(win, { ...OPTIONS, demoChunks: LIST });
      key({ key: 'Shift' });
      await settleUntil(win, () => started().length > 0);
      expect(started()).toEqual(SCRIPTS);
      expect(prefetched()).toEqual(NEAR_FILES);
      expect([...win.document.querySelectorAll('head link[rel="prefetch"]')].every((link) => (link as HTMLLinkElement).as === 'script')).toBe(true);
    });

    it('fetches them after the scripts, one per idle callback, when the page is left alone, and not again when it starts', async () => {
      const { win, prefetched, started, key } = withDemos();
      const callbacks: Array<() => void> = [];
      (win as unknown as { requestIdleCallback: (task: () => void) => number }).requestIdleCallback = (task) => callbacks.push(task);
      bootOnFirstUse(win, { ...OPTIONS, demoChunks: LIST, prefetchDelayMs: 0 });
      await settleUntil(win, () => callbacks.length > 0);
      // The next page's (not fetched ahead here), then the scripts' after a timer.
      callbacks.shift()!();
      await settleUntil(win, () => callbacks.length > 0);
      for (let step = 0; step < SCRIPTS.length + 2; step += 1) callbacks.shift()!();
      expect(prefetched()).toEqual([...SCRIPTS, ...NEAR_FILES.slice(0, 2)]);
      key({ key: 'Shift' });
      await settleUntil(win, () => started().length > 0);
      expect(prefetched()).toEqual([...SCRIPTS, ...NEAR_FILES]);
    });
  });

  it('holds a click on a control until the page has hydrated, then replays it', async () => {
    const { win, hydrate } = makePage();
    bootOnFirstUse(win, OPTIONS);
    const settings = win.document.getElementById('settings')!;
    const clicks: boolean[] = [];
    settings.addEventListener('click', () => clicks.push(win.document.documentElement.hasAttribute('data-hydrated')));
    settings.click();
    expect(clicks).toEqual([]);
    hydrate();
    await settleUntil(win, () => clicks.length > 0);
    await settle(win);
    expect(clicks).toEqual([true]);
  });

  it('replays a click held on the icon inside a control', async () => {
    const { win, hydrate } = makePage();
    bootOnFirstUse(win, OPTIONS);
    let clicked = 0;
    win.document.getElementById('icon-button')!.addEventListener('click', () => (clicked += 1));
    win.document.getElementById('icon')!.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicked).toBe(0);
    hydrate();
    await settleUntil(win, () => clicked > 0);
    await settle(win);
    expect(clicked).toBe(1);
  });

  it('holds a click on a demo that is not live yet until the demo is, before and after the page hydrates', async () => {
    const { win, hydrate } = makePage();
    win.document.body.insertAdjacentHTML('beforeend', '<div id="demo" data-demo="grid/Sorting"><button id="expand">Expand code</button><a id="demo-link" href="#x">Link</a></div>');
    bootOnFirstUse(win, OPTIONS);
    const demo = win.document.getElementById('demo')!;
    const expand = win.document.getElementById('expand')!;
    let clicks = 0;
    expand.addEventListener('click', () => (clicks += 1));
    // Before the page hydrates, then again after it while the demo is still server HTML.
    expand.click();
    hydrate();
    await settle(win);
    expect(clicks).toBe(0);
    expand.click();
    await settle(win);
    expect(clicks).toBe(0);
    demo.setAttribute('data-demo-live', '');
    await settleUntil(win, () => clicks > 0);
    await settle(win);
    // The last one, once.
    expect(clicks).toBe(1);
    expand.click();
    expect(clicks).toBe(2);
    // A link in a demo is never held.
    let linkClicks = 0;
    win.document.getElementById('demo-link')!.addEventListener('click', (event) => {
      event.preventDefault();
      linkClicks += 1;
    });
    demo.removeAttribute('data-demo-live');
    win.document.getElementById('demo-link')!.click();
    expect(linkClicks).toBe(1);
  });

  it('replays a click held on a demo whose server HTML was replaced on the element now at its place', async () => {
    const { win, hydrate } = makePage();
    const drawing = '<div style="display:contents"><div><button type="button">Top</button><button type="button">Right</button></div><svg></svg></div>';
    win.document.body.insertAdjacentHTML('beforeend', `<div id="chart" data-demo="charts/axis/Position">${drawing}</div>`);
    bootOnFirstUse(win, OPTIONS);
    hydrate();
    const demo = win.document.getElementById('chart')!;
    demo.querySelectorAll('button')[1].click();
    await settle(win);
    // The live demo mounts in place of the build's drawing (ServerSizedCharts.tsx), then is live.
    demo.innerHTML = drawing;
    const clicked: string[] = [];
    demo.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => clicked.push(button.textContent ?? '')));
    demo.setAttribute('data-demo-live', '');
    await settleUntil(win, () => clicked.length > 0);
    await settle(win);
    expect(clicked).toEqual(['Right']);
  });

  it('replays a click held on the still copy of a grid on what the live grid draws at that point', async () => {
    const { win, hydrate } = makePage();
    win.document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="grid" data-demo="data-grid/sorting/Basic" data-stand-in="grid"><div class="MuiBox-root" data-grid-snapshot-host=""><div data-grid-snapshot="" inert=""><div role="columnheader">Name</div></div></div></div>',
    );
    bootOnFirstUse(win, OPTIONS);
    const demo = win.document.getElementById('grid')!;
    const host = demo.querySelector('.MuiBox-root')!;
    // The copy is inert: the click lands on the box beneath it.
    host.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true, clientX: 40, clientY: 300 }));
    hydrate();
    await settle(win);
    // The live grid draws its header where the copy showed it; the copy goes once it has drawn.
    const header = win.document.createElement('div');
    const points: Array<[number, number]> = [];
    win.document.elementFromPoint = (x: number, y: number) => {
      points.push([x, y]);
      return demo.contains(header) ? header : host;
    };
    const clicked: Element[] = [];
    demo.addEventListener('click', (event) => clicked.push(event.target as Element));
    demo.setAttribute('data-demo-live', '');
    await settle(win, 60);
    expect(clicked).toEqual([]);
    demo.querySelector('[data-grid-snapshot]')!.remove();
    host.append(header);
    await settleUntil(win, () => clicked.length > 0);
    await settle(win);
    expect(clicked).toEqual([header]);
    expect(points.at(-1)).toEqual([40, 300]);
  });

  it('never holds a click on a link or a native control', () => {
    const { win } = makePage();
    bootOnFirstUse(win, OPTIONS);
    for (const id of ['link', 'field']) {
      const event = new win.MouseEvent('click', { bubbles: true, cancelable: true });
      win.document.getElementById(id)!.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it('holds the search shortcut and the keys typed after it, and replays them in order after hydration', async () => {
    const { win, hydrate, key } = makePage();
    bootOnFirstUse(win, OPTIONS);
    const received: string[] = [];
    win.addEventListener('keydown', (event) => received.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`));
    const shortcut = key({ key: 'k', ctrlKey: true });
    expect(shortcut.defaultPrevented).toBe(true);
    for (const typed of ['g', 'r', 'Backspace', 'i', 'd']) key({ key: typed });
    // Keys that are not the shortcut's, and keys typed in a field, are the browser's.
    const other = key({ key: 'ArrowDown', code: 'ArrowDown' });
    expect(other.defaultPrevented).toBe(false);
    expect(received).toEqual(['ArrowDown']);
    hydrate();
    // One key per task: wait for them all (or give up after about 2 s).
    for (let waited = 0; waited < 100 && received.length < 7; waited += 1) await settle(win, 20);
    expect(received).toEqual(['ArrowDown', 'Ctrl+k', 'g', 'r', 'Backspace', 'i', 'd']);
  });

  it('keeps keys typed while the held ones are replayed behind them', async () => {
    const { win, hydrate, key } = makePage();
    bootOnFirstUse(win, OPTIONS);
    const received: string[] = [];
    win.addEventListener('keydown', (event) => received.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`));
    key({ key: 'k', ctrlKey: true });
    for (const typed of ['p', 'a']) key({ key: typed });
    hydrate();
    // The page has hydrated and the replay has begun; the reader goes on typing.
    await Promise.resolve();
    for (const typed of ['g', 'i', 'n']) key({ key: typed });
    for (let waited = 0; waited < 100 && received.length < 6; waited += 1) await settle(win, 20);
    expect(received).toEqual(['Ctrl+k', 'p', 'a', 'g', 'i', 'n']);
    // Once the replay is over, keys are the page's own again.
    await settle(win, 20);
    expect(key({ key: 'x' }).defaultPrevented).toBe(false);
  });

  it('types the held keys into the search field when it opens and takes focus before the replay ends', async () => {
    const { win, hydrate, key } = makePage();
    bootOnFirstUse(win, OPTIONS);
    const field = win.document.getElementById('field') as HTMLInputElement;
    const values: string[] = [];
    field.addEventListener('input', () => values.push(field.value));
    // The search's code had loaded by the time the page hydrated: the replayed shortcut opens the
    // field, focused, at once, and a dispatched key types nothing by itself.
    win.addEventListener('keydown', (event) => {
      if (event.ctrlKey && event.key === 'k') field.focus();
    });
    key({ key: 'k', ctrlKey: true });
    for (const typed of ['r', 'o', 'x', 'Backspace', 'w']) key({ key: typed });
    hydrate();
    for (let waited = 0; waited < 100 && values.length < 5; waited += 1) await settle(win, 20);
    expect(values).toEqual(['r', 'ro', 'rox', 'ro', 'row']);
  });

  it('lets keys typed in a field through before hydration', () => {
    const { win, key } = makePage();
    bootOnFirstUse(win, OPTIONS);
    const field = win.document.getElementById('field')!;
    expect(key({ key: 'k', ctrlKey: true }, field).defaultPrevented).toBe(false);
    expect(key({ key: 'x' }, field).defaultPrevented).toBe(false);
  });
});

describe('the colour scheme before the code starts', () => {
  it('follows a mode stored by another tab, and stands aside once the page has hydrated', () => {
    const dom = new JSDOM('<!doctype html><html data-mui-color-scheme="light"><body></body></html>', { url: 'https://docs.test/x/' });
    const win = dom.window as unknown as Window & typeof globalThis;
    followColorScheme(win);
    const root = win.document.documentElement;
    const hydrate = () => root.setAttribute('data-hydrated', 'true');
    const storedElsewhere = (mode: string) => {
      win.localStorage.setItem('mui-mode', mode);
      win.dispatchEvent(new win.StorageEvent('storage', { key: 'mui-mode', newValue: mode }));
    };
    storedElsewhere('dark');
    expect(root.getAttribute('data-mui-color-scheme')).toBe('dark');
    // Another key changes nothing; a stored value no version wrote follows the OS (light here).
    win.dispatchEvent(new win.StorageEvent('storage', { key: 'docs-search-recent' }));
    expect(root.getAttribute('data-mui-color-scheme')).toBe('dark');
    storedElsewhere('%%');
    expect(root.getAttribute('data-mui-color-scheme')).toBe('light');
    hydrate();
    storedElsewhere('dark');
    expect(root.getAttribute('data-mui-color-scheme')).toBe('light');
  });
});

describe('the settings panel before the code starts', () => {
  const PANEL = `<div id="docs-settings" popover="auto">
    <input type="radio" name="m" value="light" data-setting="mode"><input type="radio" name="m" value="system" data-setting="mode"><input type="radio" name="m" value="dark" data-setting="mode">
    <input type="radio" name="d" value="ltr" data-setting="direction" checked><input type="radio" name="d" value="rtl" data-setting="direction">
    <input type="radio" name="n" value="dense" data-setting="density"><input type="radio" name="x" value="y" data-setting="bad-name">
    <input type="radio" name="c" value="JS" data-setting="codeVariant" data-setting-cookie="codeVariant">
  </div>`;

  function setUp() {
    // `pretendToBeVisual`: frames, which the page's turn waits on.
    const dom = new JSDOM(`<!doctype html><html data-mui-color-scheme="light"><body>${PANEL}</body></html>`, { url: 'https://docs.test/x/', pretendToBeVisual: true });
    const win = dom.window as unknown as Window & typeof globalThis;
    followSettings(win);
    const doc = win.document;
    const choose = (setting: string, value: string) => {
      const input = doc.querySelector<HTMLInputElement>(`input[data-setting="${setting}"][value="${value}"]`)!;
      input.checked = true;
      input.dispatchEvent(new win.Event('change', { bubbles: true }));
    };
    const opening = () => {
      const event = new win.Event('beforetoggle');
      Object.assign(event, { newState: 'open' });
      doc.getElementById('docs-settings')!.dispatchEvent(event);
    };
    const checked = (setting: string) => doc.querySelector<HTMLInputElement>(`input[data-setting="${setting}"]:checked`)?.value ?? null;
    return { win, root: doc.documentElement, choose, opening, checked };
  }

  it('shows the stored mode as the panel opens', () => {
    const { win, opening, checked } = setUp();
    opening();
    expect(checked('mode')).toBe('system');
    win.localStorage.setItem('mui-mode', 'dark');
    opening();
    expect(checked('mode')).toBe('dark');
  });

  it('stores a mode and keeps every choice for the code at once, and paints the mode and flips the direction in the frame after the next', async () => {
    const { win, root, choose } = setUp();
    const twoFramesLater = () => new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))));
    choose('mode', 'dark');
    expect(win.localStorage.getItem('mui-mode')).toBe('dark');
    // The radio is painted in the next frame; the page's restyle waits for the frame after it.
    expect(root.getAttribute('data-mui-color-scheme')).toBe('light');
    choose('direction', 'rtl');
    expect(root.dir).toBe('');
    expect(root.getAttribute('data-early-direction')).toBe('rtl');
    await twoFramesLater();
    expect(root.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(root.dir).toBe('rtl');
    choose('density', 'dense');
    choose('codeVariant', 'JS');
    expect(win.document.cookie).toBe('codeVariant=JS');
    // What is kept elsewhere (storage, a cookie) is not kept twice; a name that is not a setting's is not written.
    choose('bad-name', 'y');
    const early = [...root.attributes].filter((attribute) => attribute.name.startsWith('data-early-'));
    expect(early.map((attribute) => [attribute.name, attribute.value])).toEqual([
      ['data-early-direction', 'rtl'],
      ['data-early-density', 'dense'],
    ]);
  });

  it('stands aside once the page has hydrated', () => {
    const { win, root, choose } = setUp();
    root.setAttribute('data-hydrated', 'true');
    choose('mode', 'dark');
    choose('direction', 'rtl');
    expect(win.localStorage.getItem('mui-mode')).toBeNull();
    expect(root.dir).toBe('');
    expect(root.getAttribute('data-early-direction')).toBeNull();
  });

  it('leaves a turn still waiting for its frame to the code, when the code hydrates first', async () => {
    const { win, root, choose } = setUp();
    choose('mode', 'dark');
    choose('direction', 'rtl');
    root.setAttribute('data-hydrated', 'true');
    await new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))));
    // The code has what it needs to apply both itself: the stored mode and the early direction.
    expect(root.getAttribute('data-mui-color-scheme')).toBe('light');
    expect(root.dir).toBe('');
    expect(win.localStorage.getItem('mui-mode')).toBe('dark');
    expect(root.getAttribute('data-early-direction')).toBe('rtl');
  });
});
