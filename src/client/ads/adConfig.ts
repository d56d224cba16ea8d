import { optionalHttpUrl } from '../../shared/utils/isHttpUrl';
import { optionalShare } from '../utils/optionalShare';
import { AD_DISPLAY_RATIO, AD_FEED_URL, AD_NETWORK_NAME, AD_NETWORK_SCRIPT_URL, BUILD_MODE, ENABLE_AD_IN_DEV_MODE } from '../../shared/site/settings';

/** Where ads come from and how often their display is reported; fixed at build time. */
export interface AdConfig {
  /** Whether ads run at all: always in production, in development only when asked for. */
  enabled: boolean;
  /** The ad network's script, which inserts its ad beside itself; null: in-house promotions only. */
  networkScriptUrl: string | null;
  /** The ad network's JSON feed for the ad under an opened demo; null: no demo ads. */
  feedUrl: string | null;
  /** Name shown in the "ad by …" caption of feed ads. */
  networkName: string;
  /** Share of displays reported to analytics, to stay within its quotas. */
  displayRatio: number;
}

export interface AdEnv {
  NODE_ENV?: string;
  ENABLE_AD_IN_DEV_MODE?: string;
  AD_NETWORK_SCRIPT_URL?: string;
  AD_FEED_URL?: string;
  AD_NETWORK_NAME?: string;
  AD_DISPLAY_RATIO?: string;
}

export const DEFAULT_DISPLAY_RATIO = 0.1;
export const DEFAULT_NETWORK_NAME = 'Carbon';

/** Reads the ad settings, failing the build on a malformed one rather than shipping it. */
export function parseAdConfig(env: AdEnv): AdConfig {
  return {
    enabled: env.NODE_ENV === 'production' || env.ENABLE_AD_IN_DEV_MODE === 'true',
    networkScriptUrl: optionalHttpUrl('AD_NETWORK_SCRIPT_URL', env.AD_NETWORK_SCRIPT_URL),
    feedUrl: optionalHttpUrl('AD_FEED_URL', env.AD_FEED_URL),
    networkName: env.AD_NETWORK_NAME?.trim() || DEFAULT_NETWORK_NAME,
    displayRatio: optionalShare('AD_DISPLAY_RATIO', env.AD_DISPLAY_RATIO, DEFAULT_DISPLAY_RATIO),
  };
}

// The site's settings, checked: a malformed one throws while pages render, and so fails the build.
export const adConfig: AdConfig = parseAdConfig({ NODE_ENV: BUILD_MODE, ENABLE_AD_IN_DEV_MODE, AD_NETWORK_SCRIPT_URL, AD_FEED_URL, AD_NETWORK_NAME, AD_DISPLAY_RATIO });
