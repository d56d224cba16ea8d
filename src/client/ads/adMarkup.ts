import { escapeHtml } from '../../shared/utils/escapeHtml';
import type { AdItem } from '../../shared/ads/adTypes';
import type { AdShape } from './outcome';

/** The words an ad block shows around the ads, translated by the page (`data-strings` on the slot). */
export interface AdStrings {
  /** "ad by {{publisher}}" */
  adPublisher: string;
  adBadge: string;
  adGetStarted: string;
  likeMui: string;
  adblock: string;
  thanks: string;
  emojiLove: string;
}

export const AD_STRING_KEYS: readonly (keyof AdStrings)[] = ['adPublisher', 'adBadge', 'adGetStarted', 'likeMui', 'adblock', 'thanks', 'emojiLove'];

/** The strings in the page's language. */
export function adStrings(translate: (key: keyof AdStrings) => string): AdStrings {
  return Object.fromEntries(AD_STRING_KEYS.map((key) => [key, translate(key)])) as unknown as AdStrings;
}

/** The strings of a slot's `data-strings`; a missing or malformed one falls back to its key, never throws. */
export function parseAdStrings(json: string | null | undefined): AdStrings {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(json ?? 'null');
  } catch {
    parsed = null;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return Object.fromEntries(AD_STRING_KEYS.map((key) => [key, typeof record[key] === 'string' ? record[key] : key])) as unknown as AdStrings;
}

/**
 * One ad (in-house or from the feed) as HTML: one link (image or badge, text), then the "ad by …"
 * caption. `ad.description` is HTML, ours for in-house ads and sanitised for feed ads; every other
 * field is escaped. Shared by the block under the description (a plain script) and the feed ad
 * under a demo (React), so both look the same.
 */
export function adDisplayHtml(ad: AdItem, shape: AdShape, strings: AdStrings, compact = false): string {
  const classes = ['docs-ad-display', shape === 'image' ? 'docs-ad-image-shape' : 'docs-ad-inline-shape', compact ? 'docs-ad-compact' : ''].filter(Boolean).join(' ');
  const image = shape === 'image' ? `<img class="docs-ad-image" src="${escapeHtml(ad.img)}" width="130" height="100" alt="">` : '';
  const badge = shape === 'inline' ? `<span class="docs-ad-badge">${escapeHtml(strings.adBadge)}</span>` : '';
  const getStarted = shape === 'inline' ? `<span class="docs-ad-get-started"> ${escapeHtml(strings.adGetStarted)}</span>` : '';
  const link =
    `<a class="docs-ad-link" href="${escapeHtml(ad.link)}" target="_blank" rel="noopener sponsored" data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label="${escapeHtml(ad.label)}">` +
    `${image}${badge}<span class="docs-ad-text">${ad.description}</span>${getStarted}</a>`;
  const caption = `<span class="docs-ad-poweredby">${escapeHtml(strings.adPublisher.replace('{{publisher}}', ad.poweredby))}</span>`;
  return `<span class="${classes}">${link}${caption}</span>`;
}

/** Shown to a share of readers whose browser blocks the ad network. */
export function adblockMessageHtml(strings: AdStrings): string {
  return (
    '<span class="docs-ad-message">' +
    `<span class="docs-ad-message-title">${escapeHtml(strings.likeMui)}</span>` +
    `<span class="docs-ad-message-body">${escapeHtml(strings.adblock)}</span>` +
    `<span class="docs-ad-message-body">${escapeHtml(strings.thanks)} <span role="img" aria-label="${escapeHtml(strings.emojiLove)}">❤️</span></span>` +
    '</span>'
  );
}
