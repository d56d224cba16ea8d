import { isModifiedClick } from './nextPageAhead';

/**
 * The little the shell's popovers need beyond the browser (the version menu opens with
 * `popovertarget`, no script): part of the inline loader, so it holds from the first paint, before
 * and after the page's code runs. A link followed from an open popover closes it: client-side
 * navigation keeps the document, and the popover would stay open over the new page. The nav
 * drawer's opening is navDrawerOpener.ts's.
 */
export function followShellControls(win: Window & typeof globalThis): void {
  const doc = win.document;
  doc.addEventListener('click', (event) => {
    // A link opened in another tab or window leaves the reader here, with the drawer as it was.
    if (isModifiedClick(event)) return;
    const link = event.target instanceof win.Element ? event.target.closest('a[href]') : null;
    const popover = link?.closest('[popover]');
    if (popover instanceof win.HTMLElement && popover.matches(':popover-open')) popover.hidePopover();
  });
}
