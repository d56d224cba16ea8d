import * as React from 'react';
import { adConfig, type AdConfig } from './adConfig';
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

export interface AdRuntime {
  config: AdConfig;
  environment: AdEnvironment;
}

const AdRuntimeContext = React.createContext<AdRuntime>({ config: adConfig, environment: browserEnvironment });

export const AdRuntimeProvider = AdRuntimeContext.Provider;

export function useAdRuntime(): AdRuntime {
  return React.useContext(AdRuntimeContext);
}

/**
 * Whether the page allows ads (no `disableAd` in its front matter); the ad under an opened demo
 * asks, since the demo does not know its page.
 */
export const PageAdsAllowed = React.createContext(false);
