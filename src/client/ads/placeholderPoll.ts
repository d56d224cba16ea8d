export const POLL_INTERVAL_MS = 500;
export const POLL_MAX_TRIES = 30;
/** A placeholder still missing after this many tries means something blocks the network. */
export const ADBLOCK_AFTER_TRIES = 6;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PollCallbacks {
  /** Whether the network's placeholder element is in the page yet. */
  find(): boolean;
  /** `adblock` after the 7th miss; `found` when the placeholder shows up, even after that. */
  onState(state: 'adblock' | 'found'): void;
  /** `find` threw: polling stops and the error is handed over. */
  onError(error: unknown): void;
}

/**
 * Looks for the ad network's placeholder now and every 500 ms, up to 30 tries. Returns a stop
 * function.
 */
export function pollForPlaceholder({ find, onState, onError }: PollCallbacks, timers: Timers): () => void {
  let handle: unknown;
  let flagged = false;
  let stopped = false;
  const attempt = (tries: number) => {
    if (stopped) return;
    let found: boolean;
    try {
      found = find();
    } catch (error) {
      onError(error);
      return;
    }
    if (found) {
      onState('found');
      return;
    }
    if (tries > ADBLOCK_AFTER_TRIES && !flagged) {
      flagged = true;
      onState('adblock');
    }
    if (tries < POLL_MAX_TRIES) handle = timers.setTimeout(() => attempt(tries + 1), POLL_INTERVAL_MS);
  };
  attempt(1);
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
