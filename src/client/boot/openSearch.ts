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
  // The index's first files are fetched beside the box, not after it: the box imports Pagefind,
  // which reads its entry file, then starts a worker that loads its WebAssembly, each waiting on
  // the last. On a phone's connection that chain was most of the wait for a first result.
  // Prefetched, they are in the HTTP cache by the time Pagefind and its worker ask for them.
  const warm = () => {
    if (warmed || !indexPath) return;
    warmed = true;
    const fetchEarly = (rel: string, href: string) => {
      const link = doc.createElement('link');
      link.rel = rel;
      link.href = `${indexPath}${href}`;
      doc.head.appendChild(link);
    };
    fetchEarly('modulepreload', 'pagefind.js');
    fetchEarly('prefetch', 'pagefind-entry.json');
    fetchEarly('prefetch', 'pagefind-worker.js');
    const language = doc.documentElement.lang;
    if (/^[a-z]{2}$/.test(language)) fetchEarly('prefetch', `wasm.${language}.pagefind`);
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
