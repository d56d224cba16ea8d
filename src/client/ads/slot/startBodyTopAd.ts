import { sendEvent } from '../../analytics/sendEvent';
import type { AdItem } from '../../../shared/ads/adTypes';
import type { AdConfig } from '../adConfig';
import type { AdEnvironment } from '../adEnvironment';
import { adblockMessageHtml, adDisplayHtml, type AdStrings } from '../adMarkup';
import { chooseOutcome, DISPLAY_EVENT_DELAY_MS, eventLabel, isBackersLink, isCrawler, pickOne, type AdOutcome, type PollState } from '../outcome';
import { pageLoadShape } from '../pageShape';
import { pollForPlaceholder } from '../placeholderPoll';

/** The id the network's script expects on its own `<script>` element. */
export const NETWORK_SCRIPT_ID = '_carbonads_js';
/** What the network inserts beside its script once it has an ad. */
export const PLACEHOLDER_SELECTOR = '#carbonads, .carbonads, .ea-placement';

export interface BodyTopAdDeps {
  config: AdConfig;
  environment: AdEnvironment;
  strings: AdStrings;
  inHouseAds: readonly AdItem[];
}

/**
 * The ad under a page's description, drawn into its reserved slot without React: the network's
 * ad, an in-house promotion or the adblock message. The inline loader starts it when the page has
 * loaded, before and without the page's code, so an untouched reader sees it; after a client-side
 * move the new page's slot starts it (PageAd.tsx). It injects the network's script, looks for the
 * network's placeholder every 500 ms, shows what `chooseOutcome` decides as the answer comes, and
 * reports the display (sampled) and any crash to analytics. A crash empties the slot, whose space
 * stays reserved, and touches nothing else. Returns a function that stops it; it also stops by
 * itself once the slot has left the page.
 */
export function startBodyTopAd(slot: HTMLElement, { config, environment, strings, inHouseAds }: BodyTopAdDeps): () => void {
  if (isCrawler(environment.userAgent())) return () => {};
  const doc = slot.ownerDocument;
  const networkUrl = config.networkScriptUrl;
  // Drawn once per block, so the outcome never flips between ads; the shape once per page load.
  const draws = { adblock: environment.random(), inHouse: environment.random() };
  const shape = pageLoadShape(environment.random);
  let poll: PollState = 'pending';
  let networkHouseAd = false;
  let shown: AdOutcome['kind'] | null = null;
  let label: string | null = null;
  let fallback: Element | null = null;
  let stopped = false;
  const timers: unknown[] = [];
  let displayTimer: unknown = null;
  let stopPoll = () => {};

  const box = doc.createElement('span');
  box.className = shape === 'inline' ? 'docs-ad-box docs-ad-box-inline' : 'docs-ad-box';
  box.setAttribute('data-ga-event-category', 'ad');
  box.setAttribute('data-ga-event-action', 'click');
  // Kept while hidden: a network ad arriving late still replaces the fallback.
  const host = networkUrl ? doc.createElement('span') : null;
  if (host) {
    host.className = `docs-ad-network ${shape === 'inline' ? 'docs-ad-network-inline' : 'docs-ad-network-image'}`;
    box.appendChild(host);
  }

  const stop = () => {
    stopped = true;
    stopPoll();
    for (const handle of [...timers, displayTimer]) environment.clearTimeout(handle);
  };
  const crash = (error: unknown) => {
    if (stopped) return;
    stop();
    slot.replaceChildren();
    // For whoever debugs the ad; the page carries on.
    console.error('The ad block stopped:', error);
    sendEvent('ad', { eventAction: 'crash', eventLabel: label ?? `pending-body-top-${shape}` });
  };
  const guarded =
    <A extends unknown[]>(run: (...args: A) => void) =>
    (...args: A) => {
      if (stopped) return;
      try {
        run(...args);
      } catch (error) {
        crash(error);
      }
    };

  const draw = guarded(() => {
    const outcome = chooseOutcome({ networkConfigured: networkUrl !== null, poll, networkHouseAd, adblockDraw: draws.adblock });
    box.setAttribute('data-ad-outcome', outcome.kind);
    const nextLabel = outcome.label && eventLabel(outcome.label, 'body-top', shape);
    if (nextLabel) box.setAttribute('data-ga-event-label', nextLabel);
    else box.removeAttribute('data-ga-event-label');
    if (host) host.hidden = outcome.kind === 'in-house' || outcome.kind === 'adblock-message';
    if (outcome.kind !== shown) {
      shown = outcome.kind;
      fallback?.remove();
      fallback = null;
      const html = outcome.kind === 'in-house' ? adDisplayHtml(pickOne(inHouseAds, draws.inHouse), shape, strings) : outcome.kind === 'adblock-message' ? adblockMessageHtml(strings) : '';
      if (html) {
        const template = doc.createElement('template');
        template.innerHTML = html;
        fallback = template.content.firstElementChild;
        if (fallback) box.appendChild(fallback);
      }
    }
    // A label that changes (the network ad arrives late, say) counts as a new display; none while undecided.
    if (nextLabel !== label) {
      label = nextLabel;
      environment.clearTimeout(displayTimer);
      displayTimer = null;
      if (nextLabel && environment.random() < config.displayRatio) {
        displayTimer = environment.setTimeout(
          guarded(() => {
            if (slot.isConnected) sendEvent('ad', { eventAction: 'display', eventLabel: nextLabel });
          }),
          DISPLAY_EVENT_DELAY_MS,
        );
      }
    }
  });

  slot.replaceChildren(box);
  draw();
  if (host && networkUrl && !stopped) {
    // A timer, so whatever else the page does at load goes first; the script inserts its ad beside itself.
    timers.push(
      environment.setTimeout(
        guarded(() => {
          const script = doc.createElement('script');
          script.id = NETWORK_SCRIPT_ID;
          script.async = true;
          script.src = networkUrl;
          host.appendChild(script);
        }),
        0,
      ),
    );
    stopPoll = pollForPlaceholder(
      {
        find: () => {
          if (!slot.isConnected) {
            stop();
            return false;
          }
          const placeholder = host.querySelector(PLACEHOLDER_SELECTOR);
          if (!placeholder) return false;
          networkHouseAd = isBackersLink(placeholder.querySelector('a')?.getAttribute('href'));
          return true;
        },
        onState: (state) => {
          poll = state;
          draw();
        },
        onError: crash,
      },
      environment,
    );
  }
  return stop;
}
