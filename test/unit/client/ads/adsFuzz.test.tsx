/** @jest-environment jsdom */
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { adDisplayHtml, parseAdStrings } from '../../../../src/client/ads/adMarkup';
import { fetchFeedAd, firstQualifyingAd, impressionPixels, type FetchLike } from '../../../../src/client/ads/feed';
import { feedAdToItem } from '../../../../src/client/ads/sanitizeAd';

const PAYLOADS = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  '<svg onload="window.__pwned = 1"><circle/></svg>',
  '<a href="javascript:window.__pwned = 1">go</a>',
  '<iframe srcdoc="<script>parent.__pwned = 1</script>"></iframe>',
  '<b onmouseover="window.__pwned = 1">bold</b>',
  '<style>body{display:none}</style>',
  '"><script>window.__pwned = 1</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = 1">',
  '<form action="javascript:window.__pwned = 1"><button>x</button></form>',
];

const hostileText = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string(),
  fc.tuple(fc.string(), fc.constantFrom(...PAYLOADS), fc.string()).map((parts) => parts.join('')),
  fc.nat({ max: 200_000 }).map((length) => 'x'.repeat(length)),
);
const link = fc.oneof(
  { arbitrary: fc.constantFrom('https://ads.example/click', 'http://127.0.0.1:4323/click/feed'), weight: 3 },
  fc.constantFrom('javascript:window.__pwned=1', 'data:text/html,<script>1</script>', '', '//no-scheme.example', 'https://'),
  fc.webUrl(),
  fc.string(),
);
const anyValue = fc.oneof(fc.constant(null), fc.constant(undefined), fc.integer(), fc.boolean(), hostileText, fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const adLike = fc.record(
  {
    company: fc.oneof({ arbitrary: hostileText, weight: 3 }, anyValue),
    description: fc.oneof({ arbitrary: hostileText, weight: 3 }, anyValue),
    statlink: fc.oneof({ arbitrary: link, weight: 3 }, anyValue),
    statimp: fc.oneof(link, anyValue),
    pixel: fc.oneof(fc.array(link, { maxLength: 3 }).map((urls) => urls.join('||')), anyValue),
    timestamp: anyValue,
  },
  { requiredKeys: [] },
);
// Weighted towards ad-like entries, so a good share of feeds reaches the rendering path.
const item = fc.oneof({ arbitrary: adLike, weight: 4 }, anyValue);
const feed = fc.oneof(
  { arbitrary: fc.record({ ads: fc.array(item, { maxLength: 6 }) }), weight: 6 },
  fc.record({ ads: anyValue }),
  fc.dictionary(fc.string(), anyValue),
  anyValue,
);

/** What qualifies, written out independently of the code under test. */
function expectedAd(candidate: unknown): Record<string, unknown> | null {
  if (typeof candidate !== 'object' || candidate === null || !Array.isArray((candidate as { ads?: unknown }).ads)) return null;
  for (const entry of (candidate as { ads: unknown[] }).ads) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const { statlink, company, description } = entry as Record<string, unknown>;
    const http = typeof statlink === 'string' && statlink.length <= 2048 && URL.canParse(statlink) && ['http:', 'https:'].includes(new URL(statlink).protocol);
    const hasContent = [company, description].some((value) => typeof value === 'string' && value.trim() !== '');
    if (http && hasContent) return entry as Record<string, unknown>;
  }
  return null;
}

afterEach(cleanup);

test('300 malformed or hostile feeds: nothing throws, nothing runs, only a qualifying ad shows', async () => {
  let shown = 0;
  await fc.assert(
    fc.asyncProperty(feed, async (candidate) => {
      const fetchImpl: FetchLike = async () => ({ ok: true, json: async () => candidate });
      const fetched = await fetchFeedAd('https://feed.example', fetchImpl);
      const ad = firstQualifyingAd(candidate);
      const expected = expectedAd(candidate);
      expect(fetched).toEqual(ad);
      if (!ad || !expected) {
        expect(ad).toBeNull();
        expect(expected).toBeNull();
        return;
      }
      expect(ad.statlink).toBe(expected.statlink);
      for (const pixel of impressionPixels(ad)) expect(pixel).toMatch(/^https?:\/\//);

      shown += 1;
      const container = document.createElement('div');
      document.body.appendChild(container);
      container.innerHTML = adDisplayHtml(feedAdToItem(ad, 'Carbon'), 'inline', parseAdStrings(null), true);
      const anchors = container.querySelectorAll('a');
      expect(anchors).toHaveLength(1);
      expect(anchors[0].getAttribute('href')).toBe(ad.statlink);
      expect(container.querySelectorAll('script, style, iframe, img, svg, form, math, a a')).toHaveLength(0);
      for (const element of container.querySelectorAll('*')) {
        for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
      }
      // The sanitised copy may keep emphasis and line breaks, nothing else.
      const text = container.querySelector('a > .docs-ad-text');
      for (const element of text?.querySelectorAll('*') ?? []) expect(['B', 'STRONG', 'EM', 'I', 'BR']).toContain(element.tagName);
      expect(text?.textContent?.length ?? 0).toBeLessThanOrEqual(80 + 3 + 400);
      container.remove();
      expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    }),
    { numRuns: 300, seed: 20261122 },
  );
  // The generator must reach the rendering path often, or the sanitising goes untested.
  expect(shown).toBeGreaterThanOrEqual(30);
}, 60_000);
