/**
 * The search dialog is an `auto` popover with the dialog role, not a modal `<dialog>`. Opening a
 * modal dialog makes the rest of the page inert, and Chromium restyles every element of the page
 * for that: on a phone, 60–130 ms before the field could show, more than the whole tap may take. A
 * popover sits in the top layer as the dialog did, with its backdrop, Esc and a click outside
 * closing it, without touching the page behind; openSearch.ts keeps focus inside it instead.
 * These read and change its state for the opener, the page loader and the search box alike.
 */

export const searchIsOpen = (panel: Element): boolean => panel.matches(':popover-open');

export function hideSearch(panel: HTMLElement): void {
  if (searchIsOpen(panel)) panel.hidePopover();
}

/** Calls `then` when the panel has closed, however it was closed; once, or every time. */
export function whenSearchCloses(panel: HTMLElement, then: () => void, { once = false } = {}): void {
  const listener = (event: Event) => {
    if ((event as ToggleEvent).newState !== 'closed') return;
    if (once) panel.removeEventListener('toggle', listener);
    then();
  };
  panel.addEventListener('toggle', listener);
}
