import { isModifiedClick } from './nextPageAhead';
import { NAV_BACKDROP_ATTRIBUTE, NAV_DRAWER_ID, NAV_OPEN_ATTRIBUTE } from '../../shared/nav/shellIds';

/** Below this width the drawer is a panel the menu button opens; from it up, a permanent column. */
export const NARROW_QUERY = '(max-width: 1199.98px)';

/** Scrolls the drawer so that the reader's page sits in its middle, when it is out of view. */
export function centreActiveLink(drawer: HTMLElement): void {
  const active = drawer.querySelector('[aria-current="page"]');
  if (!active) return;
  const box = drawer.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return;
  drawer.scrollTop += item.top - box.top - box.height / 2;
}

/**
 * Part of the inline loader: it opens the nav drawer on a phone in the frame of the tap. The drawer
 * is a popover its menu button opens with no script (NavDrawer.tsx), but a popover is laid out
 * afresh as it opens, which on a phone made an API page's drawer show 110-160 ms after the tap.
 * Here the button's click is taken before the browser opens the popover, and the drawer, already
 * laid out and hidden beside the screen (NavDrawer.module.css), is shown by `data-open`, with what
 * the popover gave: a backdrop that closes it when tapped (and keeps that tap from what is under
 * it), Escape, the button's `aria-expanded`, and the drawer next in the tab order (focus moves into
 * it, and back to the button when Escape closes it). A link followed from it closes it: a
 * client-side navigation keeps the document.
 */
export function followNavDrawer(win: Window & typeof globalThis): void {
  const doc = win.document;
  const narrow = typeof win.matchMedia === 'function' ? win.matchMedia(NARROW_QUERY) : null;
  const drawer = () => {
    const element = doc.getElementById(NAV_DRAWER_ID);
    return element instanceof win.HTMLElement ? element : null;
  };
  const buttons = () => doc.querySelectorAll(`[popovertarget="${NAV_DRAWER_ID}"]`);
  const isOpen = () => drawer()?.hasAttribute(NAV_OPEN_ATTRIBUTE) === true;

  const setOpen = (panel: HTMLElement, open: boolean) => {
    panel.toggleAttribute(NAV_OPEN_ATTRIBUTE, open);
    for (const button of buttons()) button.setAttribute('aria-expanded', String(open));
  };
  const open = (panel: HTMLElement) => {
    setOpen(panel, true);
    centreActiveLink(panel);
    panel.focus({ preventScroll: true });
  };
  const close = ({ refocus }: { refocus: boolean }) => {
    const panel = drawer();
    if (!panel || !isOpen()) return;
    const hadFocus = panel.contains(doc.activeElement);
    setOpen(panel, false);
    const button = buttons()[0];
    if (refocus && hadFocus && button instanceof win.HTMLElement) button.focus({ preventScroll: true });
  };

  win.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof win.Element ? event.target : null;
      if (!target) return;
      if (target.closest(`[${NAV_BACKDROP_ATTRIBUTE}]`)) {
        event.preventDefault();
        event.stopPropagation();
        close({ refocus: true });
        return;
      }
      const panel = drawer();
      if (!panel) return;
      // A link followed from the open drawer closes it; one opened in another tab leaves it be.
      const link = target.closest('a[href]');
      if (link && panel.contains(link)) {
        if (!isModifiedClick(event)) close({ refocus: false });
        return;
      }
      // On a wide screen the drawer is a column, and the button is not shown: the browser's popover stays.
      if (!target.closest(`[popovertarget="${NAV_DRAWER_ID}"]`) || (narrow !== null && !narrow.matches)) return;
      // Taken before the browser's popover opens.
      event.preventDefault();
      if (isOpen()) close({ refocus: false });
      else open(panel);
    },
    true,
  );

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    close({ refocus: true });
  });

  // Widened past the phone layout, the drawer is a column again and the backdrop must not stay.
  narrow?.addEventListener('change', () => {
    if (!narrow.matches) close({ refocus: false });
  });
}
