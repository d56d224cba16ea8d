export interface TrackedClick {
  category: string;
  params: { eventAction?: string; eventLabel?: string };
}

/**
 * The event for a click on `target`: the nearest element with `data-ga-event-category` names it.
 * With `data-ga-event-split` set, only that share of clicks is kept (`random() < split`); a split
 * that is not a number from 0 to 1 is a markup mistake and is ignored rather than silencing the
 * event for good.
 */
export function trackedClick(target: EventTarget | null, random: () => number): TrackedClick | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const element = (target as Element).closest<HTMLElement>('[data-ga-event-category]');
  const category = element?.getAttribute('data-ga-event-category');
  if (!element || !category) return null;

  const split = element.getAttribute('data-ga-event-split');
  if (split !== null && split.trim() !== '') {
    const share = Number(split);
    if (Number.isFinite(share) && share >= 0 && share <= 1 && !(random() < share)) return null;
  }
  const params: TrackedClick['params'] = {};
  const action = element.getAttribute('data-ga-event-action');
  const label = element.getAttribute('data-ga-event-label');
  if (action) params.eventAction = action;
  if (label) params.eventLabel = label;
  return { category, params };
}
