import { docsError } from '../../shared/errors/docsError';

/** Where an ad sits: under the page description, or under a demo whose code was opened. */
export type AdPlacement = 'body-top' | 'demo-inline';

/** 20 % of page loads show ads as a line of text, the rest with an image. */
export type AdShape = 'inline' | 'image';

export const INLINE_SHAPE_SHARE = 0.2;
/** How long an ad is on screen before its display is reported (for the sampled share). */
export const DISPLAY_EVENT_DELAY_MS = 2500;
export const ADBLOCK_MESSAGE_SHARE = 0.2;

/** What the placeholder poll has concluded so far. */
export type PollState = 'pending' | 'found' | 'adblock';

export type AdOutcome =
  | { kind: 'pending'; label: null }
  | { kind: 'network'; label: 'carbon' }
  | { kind: 'in-house'; label: 'in-house' | 'in-house-carbon' }
  | { kind: 'adblock-message'; label: 'in-house-adblock' };

export interface OutcomeInput {
  networkConfigured: boolean;
  poll: PollState;
  /** The network's ad links to the backers page: its house ad, shown when it has nothing to sell. */
  networkHouseAd: boolean;
  /** A draw in [0, 1), made once per ad block. */
  adblockDraw: number;
}

/** Which ad the block under the description shows, and the label its events carry. */
export function chooseOutcome({ networkConfigured, poll, networkHouseAd, adblockDraw }: OutcomeInput): AdOutcome {
  // Without a network there is nothing to block: asking readers to allow ads would be false.
  if (!networkConfigured) return { kind: 'in-house', label: 'in-house' };
  if (poll === 'adblock') {
    return adblockDraw < ADBLOCK_MESSAGE_SHARE
      ? { kind: 'adblock-message', label: 'in-house-adblock' }
      : { kind: 'in-house', label: 'in-house' };
  }
  if (poll === 'pending') return { kind: 'pending', label: null };
  return networkHouseAd ? { kind: 'in-house', label: 'in-house-carbon' } : { kind: 'network', label: 'carbon' };
}

export function pickShape(draw: number): AdShape {
  return draw < INLINE_SHAPE_SHARE ? 'inline' : 'image';
}

/** `carbon-body-top-image`: the label of display and click events. */
export function eventLabel(label: string, placement: AdPlacement, shape: AdShape): string {
  return `${label}-${placement}-${shape}`;
}

/** One of `items` for a draw in [0, 1); out-of-range draws are clamped rather than trusted. */
export function pickOne<T>(items: readonly T[], draw: number): T {
  if (items.length === 0) throw docsError(5);
  const index = Math.floor(items.length * draw);
  return items[Math.min(items.length - 1, Math.max(0, Number.isFinite(index) ? index : 0))];
}

const CRAWLER = /bot|googlebot|crawler|spider|robot|crawling/i;

/** Crawlers get no ad: nothing rendered, no request, no event. */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

/** The network falls back to a house ad for its backers page when it has no paid ad to show. */
export function isBackersLink(href: string | null | undefined): boolean {
  if (!href) return false;
  try {
    return /\/discover-more\/backers\/?$/.test(new URL(href, 'https://invalid.example').pathname);
  } catch {
    return false;
  }
}
