/**
 * jsdom has no popover API: enough of it for the search dialog (src/client/boot/searchPopover.ts),
 * on the given window: showPopover and hidePopover, `:popover-open`, a `toggle` event after each
 * change (the browser queues it; here it comes at once), and the field with `autofocus` focused as
 * the popover shows.
 */
export function installPopovers(win: Window & typeof globalThis): void {
  const shown = new WeakSet<Element>();
  const matches = win.Element.prototype.matches;
  win.Element.prototype.matches = function matchesWithPopovers(this: Element, selectors: string) {
    return selectors === ':popover-open' ? shown.has(this) : matches.call(this, selectors);
  };
  const toggled = (element: Element, newState: 'open' | 'closed') => {
    const event = new win.Event('toggle');
    Object.defineProperty(event, 'newState', { value: newState });
    element.dispatchEvent(event);
  };
  win.HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    if (shown.has(this)) return;
    shown.add(this);
    this.querySelector<HTMLElement>('[autofocus]')?.focus();
    toggled(this, 'open');
  };
  win.HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    if (!shown.delete(this)) return;
    toggled(this, 'closed');
  };
}
