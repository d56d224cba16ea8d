/** @jest-environment jsdom */
import { JSDOM } from 'jsdom';
import { followNavDrawer, NARROW_QUERY } from '../../../../src/client/boot/navDrawerOpener';

/** A page with the shell's drawer as the server draws it (AppHeader.tsx, NavDrawer.tsx), on a phone or a wide screen. */
function makePage({ narrow = true } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><body>
      <header><button id="menu" popovertarget="docs-nav">Menu</button><button id="other">Other</button></header>
      <main><a id="under" href="/x/under/">Under the backdrop</a></main>
      <div id="docs-nav" popover="auto" tabindex="-1"><nav><a id="in-drawer" href="/x/next/">Next</a><a id="current" aria-current="page" href="/x/here/">Here</a></nav></div>
      <div data-nav-backdrop aria-hidden="true"></div>
    </body></html>`,
    { pretendToBeVisual: true, url: 'http://127.0.0.1/x/here/' },
  );
  const win = dom.window as unknown as Window & typeof globalThis;
  const listeners: (() => void)[] = [];
  const media = { matches: narrow, addEventListener: (_type: string, listener: () => void) => listeners.push(listener) };
  win.matchMedia = ((query: string) => {
    expect(query).toBe(NARROW_QUERY);
    return media;
  }) as unknown as typeof win.matchMedia;
  const widen = () => {
    media.matches = false;
    for (const listener of listeners) listener();
  };
  followNavDrawer(win);
  const doc = win.document;
  const byId = (id: string) => doc.getElementById(id) as HTMLElement;
  const click = (target: Element, init: MouseEventInit = {}) => {
    const event = new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    target.dispatchEvent(event);
    return event;
  };
  const drawer = byId('docs-nav');
  const isOpen = () => drawer.hasAttribute('data-open');
  return { win, doc, byId, click, drawer, isOpen, widen, backdrop: doc.querySelector('[data-nav-backdrop]') as HTMLElement };
}

describe('followNavDrawer', () => {
  it('opens the drawer on a phone by its attribute, not as a popover, and moves focus into it', () => {
    const { byId, click, drawer, isOpen, doc } = makePage();
    const event = click(byId('menu'));
    // Cancelled: the browser's popover would lay the drawer out afresh.
    expect(event.defaultPrevented).toBe(true);
    expect(isOpen()).toBe(true);
    expect(byId('menu').getAttribute('aria-expanded')).toBe('true');
    expect(doc.activeElement).toBe(drawer);
  });

  it('closes on a second tap of the button and on Escape, which gives focus back to the button', () => {
    const { byId, click, isOpen, doc, win } = makePage();
    click(byId('menu'));
    click(byId('menu'));
    expect(isOpen()).toBe(false);
    expect(byId('menu').getAttribute('aria-expanded')).toBe('false');

    click(byId('menu'));
    const escape = new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    byId('in-drawer').dispatchEvent(escape);
    expect(isOpen()).toBe(false);
    expect(escape.defaultPrevented).toBe(true);
    expect(doc.activeElement).toBe(byId('menu'));
    // Escape with the drawer closed is someone else's.
    const later = new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    doc.body.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('closes on a tap on the backdrop, which reaches nothing under it', () => {
    const { byId, click, isOpen, backdrop, doc } = makePage();
    click(byId('menu'));
    const reached = jest.fn();
    doc.body.addEventListener('click', reached);
    const event = click(backdrop);
    expect(isOpen()).toBe(false);
    expect(event.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    expect(doc.activeElement).toBe(byId('menu'));
  });

  it('closes when one of its links is followed, and stays open for one opened in a new tab', () => {
    const { byId, click, isOpen } = makePage();
    click(byId('menu'));
    const newTab = click(byId('in-drawer'), { ctrlKey: true });
    expect(isOpen()).toBe(true);
    expect(newTab.defaultPrevented).toBe(false);
    const followed = click(byId('in-drawer'));
    expect(isOpen()).toBe(false);
    // The link itself is followed as it would be (the router's or the browser's).
    expect(followed.defaultPrevented).toBe(false);
  });

  it('leaves a wide screen to the browser, and closes when the phone layout widens into it', () => {
    const wide = makePage({ narrow: false });
    expect(wide.click(wide.byId('menu')).defaultPrevented).toBe(false);
    expect(wide.isOpen()).toBe(false);

    const phone = makePage();
    phone.click(phone.byId('menu'));
    phone.widen();
    expect(phone.isOpen()).toBe(false);
    expect(phone.click(phone.byId('other')).defaultPrevented).toBe(false);
  });

  it('brings the reader’s page into the middle of the drawer as it opens', () => {
    const { byId, click, drawer } = makePage();
    // jsdom lays nothing out: the drawer is 400 px tall, and the page's link 1,000 px down it.
    drawer.getBoundingClientRect = () => ({ top: 0, bottom: 400, height: 400, left: 0, right: 300, width: 300, x: 0, y: 0, toJSON: () => ({}) });
    byId('current').getBoundingClientRect = () => ({ top: 1000 - drawer.scrollTop, bottom: 1032 - drawer.scrollTop, height: 32, left: 0, right: 300, width: 300, x: 0, y: 0, toJSON: () => ({}) });
    click(byId('menu'));
    expect(drawer.scrollTop).toBe(800);
  });
});
