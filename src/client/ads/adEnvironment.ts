import type { Timers } from './placeholderPoll';

/** Everything random or timed in the ad block, so tests can decide the draws and the clock. */
export interface AdEnvironment extends Timers {
  random(): number;
  userAgent(): string;
}

export const browserEnvironment: AdEnvironment = {
  random: () => Math.random(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  userAgent: () => navigator.userAgent,
};
