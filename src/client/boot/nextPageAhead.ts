import { NEXT_PAGE_LINK, NEXT_PAGE_RULES } from '../../shared/nav/nextPageRules';

/**
 * The next page in reading order, rendered ahead by the browser (src/shared/nav/nextPageRules.ts),
 * and the tap that shows it. Imports only what the inline loader is compiled with
 * (src/node/export/deferPageScripts.ts).
 */
export interface NextPageAhead {
  /** Puts the rules in the page, once, where the browser reads them. */
  ask(): void;
}

/** A click that asks for more than following a link here: another button, a new tab or window, a download. */
export const isModifiedClick = (event: MouseEvent): boolean => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function nextPageAhead(win: Window & typeof globalThis): NextPageAhead {
  const doc = win.document;
  const supported = typeof win.HTMLScriptElement.supports === 'function' && win.HTMLScriptElement.supports('speculationrules');
  let rules: HTMLScriptElement | null = null;

  // While the rules are in the page, a plain tap on their link is the browser's to follow: it
  // shows the page it rendered ahead in a frame, or opens the one it fetched. Once the page has
  // hydrated, its router would take the tap instead and fetch and draw the next page itself, 250
  // to 480 ms on the phone. Stopped at the window, before React's listeners, the click keeps its
  // default action, following the link. A modified click (new tab, download) is left as it is.
  win.addEventListener(
    'click',
    (event) => {
      if (!rules?.isConnected || event.defaultPrevented || isModifiedClick(event)) return;
      const target = event.target;
      if (target instanceof win.Element && target.closest(NEXT_PAGE_LINK)) event.stopPropagation();
    },
    true,
  );

  return {
    ask() {
      if (rules || !supported) return;
      rules = doc.createElement('script');
      rules.type = 'speculationrules';
      rules.textContent = NEXT_PAGE_RULES;
      doc.head.appendChild(rules);
    },
  };
}
