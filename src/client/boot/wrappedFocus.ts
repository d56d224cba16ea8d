const CANDIDATES = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** Where the keyboard can stop inside `container`, in document order: focusable, in the tab order, rendered. */
function tabStops(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter((element) => element.tabIndex >= 0 && (element.checkVisibility?.() ?? true));
}

/**
 * Where Tab (Shift+Tab when `backwards`) from `active` must go to stay inside `container`: the
 * first stop after the last, the last before the first. Null when the browser's own order stays
 * inside.
 */
export function wrappedFocus(container: Element, active: Element | null, backwards: boolean): HTMLElement | null {
  const stops = tabStops(container);
  if (stops.length === 0) return null;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (backwards) return active === first || active === container ? last : null;
  return active === last ? first : null;
}
