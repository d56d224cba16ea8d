import { SEARCH_DIALOG_ID, SEARCH_OPEN_ATTRIBUTE } from '../../shared/nav/shellIds';
import { isSearchShortcut, typedCharacter } from '../../shared/search/shortcut';
import { hideSearch, searchIsOpen } from './searchPopover';
import { wrappedFocus } from './wrappedFocus';

/** The search box module as the opener needs it (src/client/search/box/mountSearchBox.ts). */
interface SearchBoxModule {
  mountSearchBox(dialog: HTMLElement): { opened(): void };
}

/**
 * Opens the search dialog the page already holds (SearchBox.tsx) at the first tap on the search
 * button, ⌘K / Ctrl+K, or a character typed on the focused button, with its field focused at
 * once; then loads the search box module, which loads the index and draws the results. Part of
 * the inline loader (deferPageScripts.ts compiles it, `loadBox` importing the bundle the build
 * wrote), so it answers before the page's code has arrived; the development server, which has no
 * inline loader, calls it from SearchBox.tsx. Wires each dialog once.
 */
export function followSearchOpeners(win: Window & typeof globalThis, loadBox: () => Promise<SearchBoxModule>, mapPath?: string): void {
  const doc = win.document;
  const dialog = doc.getElementById(SEARCH_DIALOG_ID);
  if (!(dialog instanceof win.HTMLElement) || dialog.hasAttribute('data-search-wired')) return;
  dialog.setAttribute('data-search-wired', '');
  const input = dialog.querySelector('input');
  let box: Promise<{ opened(): void } | null> | null = null;
  let warmed = false;
  // The search map, which gives the first results, is fetched beside the box, not after it. The
  // full-text index (Pagefind: its module, worker and WebAssembly, four times the map's size) is
  // left to the box, which loads it once the map is in, so the two never share the connection.
  // A preload the box's fetch() takes up: same address, `as=fetch`, CORS mode like fetch's.
  const warm = () => {
    if (warmed || !mapPath) return;
    warmed = true;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = mapPath;
    doc.head.appendChild(link);
  };
  const load = () => {
    warm();
    box ??= loadBox().then(
      (module) => module.mountSearchBox(dialog),
      () => {
        // Offline, or the bundle is gone after a deploy: the next opening tries again.
        box = null;
        return null;
      },
    );
    return box;
  };

  const open = (query: string) => {
    if (searchIsOpen(dialog) || !dialog.isConnected) return;
    if (input) input.value = query;
    dialog.showPopover();
    input?.focus();
    // What the reader has typed by the time the box arrives is in the field: the box starts from it.
    void load().then((loaded) => loaded?.opened());
  };

  doc.addEventListener('click', (event) => {
    if (event.target instanceof win.Element && event.target.closest(`[${SEARCH_OPEN_ATTRIBUTE}]`)) open('');
  });
  // Bubbling, after the page's own handlers: a demo that keeps ⌘K for itself says so with preventDefault.
  win.addEventListener('keydown', (event) => {
    // A dialog React has since replaced (its effect wires the new one) answers nothing.
    if (event.defaultPrevented || !dialog.isConnected) return;
    if (isSearchShortcut(event)) {
      event.preventDefault();
      if (searchIsOpen(dialog)) hideSearch(dialog);
      else open('');
      return;
    }
    const typed = event.target instanceof win.Element && event.target.closest(`[${SEARCH_OPEN_ATTRIBUTE}]`) ? typedCharacter(event) : null;
    if (typed) {
      event.preventDefault();
      open(typed);
    }
  });
  // A popover, not a modal (searchPopover.ts says why): Tab and Shift+Tab go round inside it, and
  // focus that gets out while it is open (a screen reader's cursor) is brought back to the field.
  dialog.addEventListener('keydown', (event) => {
    const next = event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey ? wrappedFocus(dialog, doc.activeElement, event.shiftKey) : null;
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
  // The dialog covers the viewport around its panel: a tap there closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) hideSearch(dialog);
  });
  doc.addEventListener('focusin', (event) => {
    if (searchIsOpen(dialog) && event.target instanceof win.Node && !dialog.contains(event.target)) input?.focus();
  });
  // A pointer on its way to the button, or focus on it, starts the download before the tap.
  for (const type of ['pointerover', 'focusin']) {
    doc.addEventListener(type, (event) => {
      if (event.target instanceof win.Element && event.target.closest(`[${SEARCH_OPEN_ATTRIBUTE}]`)) void load();
    });
  }
}
