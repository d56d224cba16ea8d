import { whenShown } from './whenShown';

/** The attribute of an ad's reserved space (PageAd.tsx), and its value for the block under the description. */
export const AD_SLOT_ATTRIBUTE = 'data-ad-slot';
/** Set on a slot once something has started its ad, so nothing starts it twice. */
export const AD_STARTED_ATTRIBUTE = 'data-ad-started';

/** The ad slot's script as the starter needs it (src/client/ads/slot/adSlotRuntime.ts). */
interface AdSlotRuntime {
  startAdSlot(slot: HTMLElement): void;
}

/**
 * Starts the ad of every body-top slot of the page not started yet, loading the slot's script
 * once. Called by the inline loader when the page has loaded and by PageAd.tsx when a slot mounts
 * (after a client-side move, and on the development server, which has no inline loader). A
 * script that cannot load (offline, an ad blocker) leaves the reserved space empty.
 */
export function startAdSlots(win: Window & typeof globalThis, loadRuntime: () => Promise<AdSlotRuntime>): void {
  const slots = [...win.document.querySelectorAll<HTMLElement>(`[${AD_SLOT_ATTRIBUTE}="body-top"]:not([${AD_STARTED_ATTRIBUTE}])`)];
  if (slots.length === 0) return;
  for (const slot of slots) slot.setAttribute(AD_STARTED_ATTRIBUTE, '');
  loadRuntime().then(
    (runtime) => {
      for (const slot of slots) if (slot.isConnected) runtime.startAdSlot(slot);
    },
    () => {},
  );
}

/**
 * Part of the inline loader: the ad block appears once the page has loaded, whether or not the
 * reader has touched it (the page's code may start seconds later), without competing with the
 * page's own first requests.
 */
export function followAdSlots(win: Window & typeof globalThis, loadRuntime: () => Promise<AdSlotRuntime>): void {
  // A page rendered ahead of the reader shows no ad until it is shown.
  const start = () => whenShown(win.document, () => startAdSlots(win, loadRuntime));
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
