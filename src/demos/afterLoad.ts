/**
 * Runs `task` once the page has loaded and the browser has a quiet moment: a demo's chunk and
 * hydration then never compete with the page's own load (Lighthouse's total blocking time is
 * the cost of doing it during load). Returns a cancel function.
 */
export function whenLoadedAndIdle(task: () => void, win: Window & typeof globalThis = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      // The timeout bounds the wait on a page that never goes idle (an animation, say).
      idleHandle = win.requestIdleCallback(() => !cancelled && task(), { timeout: 1500 });
    } else {
      idleHandle = win.setTimeout(() => !cancelled && task(), 0);
    }
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', run);
    if (idleHandle !== undefined) {
      if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
      else win.clearTimeout(idleHandle);
    }
  };
}
