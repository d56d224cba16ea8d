export const SCROLL_SPY_THROTTLE_MS = 166;
export const SCROLL_SPY_MIN_SCROLL = 200;
export const TOC_CLICK_FREEZE_MS = 1000;
export const BACK_TO_TOP_THRESHOLD = 100;

export interface HeadingPosition {
  hash: string;
  /** Distance from the top of the document. */
  offsetTop: number;
}

/**
 * The heading the reader is in: none near the top of the page, otherwise the last heading that
 * starts above the first eighth of the viewport.
 */
export function activeHeading(
  headings: readonly HeadingPosition[],
  scrollTop: number,
  clientHeight: number,
): string | null {
  if (scrollTop < SCROLL_SPY_MIN_SCROLL) return null;
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.offsetTop < scrollTop + clientHeight / 8) active = heading.hash;
  }
  return active;
}

/** Calls `fn` at most once per `wait` ms, always delivering the last call. */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, wait: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const throttled = (...args: Args) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (timer) clearTimeout(timer);
    if (remaining <= 0) {
      last = now;
      fn(...args);
    } else {
      timer = setTimeout(() => {
        last = Date.now();
        timer = null;
        fn(...args);
      }, remaining);
    }
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
  };
  return throttled;
}
