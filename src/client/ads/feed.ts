import { isHttpUrl } from '../../shared/utils/isHttpUrl';

/** One ad of the network's JSON feed, checked and trimmed to what the inline ad shows. */
export interface FeedAd {
  company: string;
  /** Raw HTML from the feed: sanitise before it reaches the DOM. */
  description: string;
  statlink: string;
  statimp: string | null;
  pixel: string | null;
  timestamp: string;
}

export const MAX_FEED_ATTEMPTS = 10;
/** Feed text beyond this is cut: a hostile feed must not make the sanitiser chew megabytes. */
export const MAX_COMPANY_LENGTH = 80;
export const MAX_DESCRIPTION_LENGTH = 400;

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The feed's first ad worth showing: an object with something to say (company or description)
 * and a click-through `statlink` that is an http(s) URL. Anything else in the feed — another
 * shape, other types, other URL schemes — is skipped, never shown.
 */
export function firstQualifyingAd(feed: unknown): FeedAd | null {
  if (!isRecord(feed) || !Array.isArray(feed.ads)) return null;
  for (const item of feed.ads as unknown[]) {
    if (!isRecord(item) || !isHttpUrl(item.statlink)) continue;
    const company = text(item.company, MAX_COMPANY_LENGTH);
    const description = text(item.description, MAX_DESCRIPTION_LENGTH);
    if (!company && !description) continue;
    const timestamp = item.timestamp;
    return {
      company,
      description,
      statlink: item.statlink,
      statimp: isHttpUrl(item.statimp) ? item.statimp : null,
      pixel: typeof item.pixel === 'string' ? item.pixel.slice(0, 8192) : null,
      timestamp: typeof timestamp === 'string' || typeof timestamp === 'number' ? String(timestamp) : '',
    };
  }
  return null;
}

/**
 * The impression URLs to load: `statimp`, then every URL of `pixel` (separated by `||`) with
 * its `[timestamp]` placeholder filled from the feed. Only http(s) URLs survive.
 */
export function impressionPixels(ad: Pick<FeedAd, 'statimp' | 'pixel' | 'timestamp'>): string[] {
  const pixels = (ad.pixel ?? '')
    .split('||')
    .map((url) => url.trim().replaceAll('[timestamp]', encodeURIComponent(ad.timestamp)))
    .filter(Boolean);
  return [ad.statimp ?? '', ...pixels].filter(isHttpUrl);
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

/**
 * Asks the feed for an ad until one qualifies, at most 10 times. A network failure (often an
 * ad blocker), an error status or a body that is not JSON ends the search at once, quietly:
 * asking again would fail the same way.
 */
export async function fetchFeedAd(url: string, fetchImpl: FetchLike, signal?: AbortSignal): Promise<FeedAd | null> {
  for (let attempt = 1; attempt <= MAX_FEED_ATTEMPTS; attempt += 1) {
    if (signal?.aborted) return null;
    let body: unknown;
    try {
      const response = await fetchImpl(url, { signal, credentials: 'omit', cache: 'no-store' });
      if (!response.ok) return null;
      body = await response.json();
    } catch {
      return null;
    }
    const ad = firstQualifyingAd(body);
    if (ad) return ad;
  }
  return null;
}
