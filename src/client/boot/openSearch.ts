import { SEARCH_DIALOG_ID, SEARCH_OPEN_ATTRIBUTE } from '../../shared/nav/shellIds';
import { isSearchShortcut, typedCharacter } from '../../shared/search/shortcut';

/** The search box module as the opener needs it (src/client/search/box/mountSearchBox.ts). */
interface SearchBoxModule {
  mountSearchBox(dialog: HTMLDialogElement): { opened(): void };
}

/**
 * Opens the search dialog the page already holds (SearchBox.tsx) at the first tap on the search
 * button, ⌘K / Ctrl+K, or a character typed on the focused button, with its field focused at
 * once; then loads the search box module, which loads the index and draws the results. Part of
 * the inline loader (deferPageScripts.ts compiles it, `loadBox` importing the bundle the build
 * wrote), so it answers before the page's code has arrived; the development server, which has no
 * inline loader, calls it from SearchBox.tsx. Wires each dialog once.
 */
export function followSearchOpeners(win: Window & typeof globalThis, loadBox: () => Promise<SearchBoxModule>, indexPath?: string): void {
  const doc = win.document;
  const dialog = doc.getElementById(SEARCH_DIALOG_ID);
  if (!(dialog instanceof win.HTMLDialogElement) || dialog.hasAttribute('data-search-wired')) return;
  dialog.setAttribute('data-search-wired', '');
  const input = dialog.querySelector('input');
  let box: Promise<{ opened(): void } | null> | null = null;
  let warmed = false;
  // Pagefind's module and its worker's script are fetched beside the box, not after it (the box
  // imports Pagefind, which starts the worker). Not its entry file or WebAssembly: Pagefind asks
  // for the entry file under a fresh query string, and its worker fetched the WebAssembly again
  // rather than take the prefetched copy, so prefetching those cost the connection 70 kB twice.
  const warm = () => {
    if (warmed || !indexPath) return;
    warmed = true;
    for (const [rel, file] of [['modulepreload', 'pagefind.js'], ['prefetch', 'pagefind-worker.js']]) {
      const link = doc.createElement('link');
      link.rel = rel;
      link.href = `${indexPath}${file}`;
      doc.head.appendChild(link);
    }
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
    if (dialog.open || !dialog.isConnected) return;
    if (input) input.value = query;
    dialog.showModal();
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
      if (dialog.open) dialog.close();
      else open('');
      return;
    }
    const typed = event.target instanceof win.Element && event.target.closest(`[${SEARCH_OPEN_ATTRIBUTE}]`) ? typedCharacter(event) : null;
    if (typed) {
      event.preventDefault();
      open(typed);
    }
  });
  // A pointer on its way to the button, or focus on it, starts the download before the tap.
  for (const type of ['pointerover', 'focusin']) {
    doc.addEventListener(type, (event) => {
      if (event.target instanceof win.Element && event.target.closest(`[${SEARCH_OPEN_ATTRIBUTE}]`)) void load();
    });
  }
}
