import * as React from 'react';
import { adConfig, type AdConfig } from './adConfig';
import { browserEnvironment, type AdEnvironment } from './adEnvironment';

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
