import { optionalHttpUrl } from '../../shared/utils/isHttpUrl';
import { optionalShare } from '../utils/optionalShare';
import { GA_MEASUREMENT_ID, GTAG_SCRIPT_URL, WEB_VITALS_SAMPLE_RATE } from '../../shared/site/settings';

/** Where analytics goes and how much of it; fixed at build time. */
export interface AnalyticsConfig {
  /** GA4 measurement id; null: events stay on `window.dataLayer` and nothing leaves the machine. */
  measurementId: string | null;
  /** gtag's loader; the id is appended as `?id=`. */
  gtagScriptUrl: string;
  /** Share of sessions that report web vitals. */
  webVitalsSampleRate: number;
}

export interface AnalyticsEnv {
  GA_MEASUREMENT_ID?: string;
  GTAG_SCRIPT_URL?: string;
  WEB_VITALS_SAMPLE_RATE?: string;
}

export const DEFAULT_GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
/** 0.01 % of sessions: enough for field data, little enough to stay inside the quotas. */
export const DEFAULT_WEB_VITALS_SAMPLE_RATE = 0.0001;

/** Reads the analytics settings, failing the build on a malformed one rather than shipping it. */
export function parseAnalyticsConfig(env: AnalyticsEnv): AnalyticsConfig {
  const id = env.GA_MEASUREMENT_ID?.trim();
  if (id && !/^G-[A-Z0-9]+$/.test(id)) {
    throw new Error(`GA_MEASUREMENT_ID must be a GA4 measurement id such as G-ABC123; got "${id}"`);
  }
  return {
    measurementId: id || null,
    gtagScriptUrl: optionalHttpUrl('GTAG_SCRIPT_URL', env.GTAG_SCRIPT_URL) ?? DEFAULT_GTAG_SCRIPT_URL,
    webVitalsSampleRate: optionalShare('WEB_VITALS_SAMPLE_RATE', env.WEB_VITALS_SAMPLE_RATE, DEFAULT_WEB_VITALS_SAMPLE_RATE),
  };
}

// The site's settings, checked: a malformed one throws while pages render, and so fails the build.
export const analyticsConfig: AnalyticsConfig = parseAnalyticsConfig({ GA_MEASUREMENT_ID, GTAG_SCRIPT_URL, WEB_VITALS_SAMPLE_RATE });
