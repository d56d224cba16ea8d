/** Waiting on a jsdom window's own timers, for code that runs on them (the first-use loader). */

// MutationObserver callbacks and the replay's one-event-per-task run on jsdom's own timers.
export const settle = (win: Window, ms = 20) => new Promise((resolve) => win.setTimeout(resolve, ms));
/**
 * What should happen, waited for: on a loaded machine jsdom's frames and timers run late, and a
 * fixed wait that is enough on an idle one is not (a busy CI core once took more than 50 ms). A
 * replay that must happen once is then given the usual wait for a second one to show.
 */
export async function settleUntil(win: Window, done: () => boolean, limitMs = 2000) {
  const until = Date.now() + limitMs;
  while (!done() && Date.now() < until) await settle(win, 10);
}
