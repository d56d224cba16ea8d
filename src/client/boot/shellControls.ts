import { NAV_DRAWER_ID } from '../../shared/nav/shellIds';

/** Scrolls the open drawer so that the reader's page sits in its middle, when it is out of view. */
function centreActiveLink(drawer: HTMLElement): void {
  const active = drawer.querySelector('[aria-current="page"]');
  if (!active) return;
  const box = drawer.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return;
  drawer.scrollTop += item.top - box.top - box.height / 2;
}

/**
 * The little the shell's popovers need beyond the browser (the nav drawer and the version menu
 * open with `popovertarget`, no script): part of the inline loader, so it holds from the first
 * paint, before and after the page's code runs.
 * - A link followed from an open popover closes it: client-side navigation keeps the document,
 *   and the drawer would stay open over the new page.
 * - The drawer opens with the reader's page in view: the column scrolls it into its middle, as
 *   NavDrawer.tsx does for the permanent column.
 */
export function followShellControls(win: Window & typeof globalThis): void {
  const doc = win.document;
  doc.addEventListener('click', (event) => {
    // A link opened in another tab or window leaves the reader here, with the drawer as it was.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof win.Element ? event.target.closest('a[href]') : null;
    const popover = link?.closest('[popover]');
    if (popover instanceof win.HTMLElement && popover.matches(':popover-open')) popover.hidePopover();
  });
  // Centred before the drawer's first frame, not after: the toggle event comes in a task of its
  // own, often after the frame that first shows the drawer, and the reader saw its top, then a jump.
  // A frame callback asked for as it opens runs before that frame is laid out.
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const drawer = event.target;
      if (!(drawer instanceof win.HTMLElement) || drawer.id !== NAV_DRAWER_ID || (event as ToggleEvent).newState !== 'open') return;
      win.requestAnimationFrame(() => centreActiveLink(drawer));
    },
    true,
  );
}
