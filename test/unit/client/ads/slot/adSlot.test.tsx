/** @jest-environment jsdom */
import * as React from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { parseAdConfig } from '../../../../../src/client/ads/adConfig';
import type { AdEnvironment } from '../../../../../src/client/ads/adEnvironment';
import { parseAdStrings } from '../../../../../src/client/ads/adMarkup';
import { AdRuntimeProvider } from '../../../../../src/client/ads/AdRuntime';
import { PageAd } from '../../../../../src/client/ads/PageAd';
import { resetPageLoadShape } from '../../../../../src/client/ads/pageShape';
import { startAdSlot } from '../../../../../src/client/ads/slot/adSlotRuntime';
import { startBodyTopAd } from '../../../../../src/client/ads/slot/startBodyTopAd';
import { AD_STARTED_ATTRIBUTE, followAdSlots, startAdSlots } from '../../../../../src/client/boot/startAdSlots';
import { PageContext } from '../../../../../src/client/app/PageContext';
import { inHouseAds } from '../../../../../data/inHouseAds';
import { pageContextFor } from '../../../support/renderWithProviders';

const NETWORK = 'https://ads.example/network.js';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const config = (networkScriptUrl: string | null = null) => ({ ...parseAdConfig({ NODE_ENV: 'production' }), networkScriptUrl, displayRatio: 1 });
const environment: AdEnvironment = {
  random: () => 0.5,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as number),
  userAgent: () => CHROME,
};
const flush = async () => {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
};
const adEvents = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[1] === 'ad');

/** A slot as the server HTML holds it. */
function serverSlot(strings = '{}') {
  const slot = document.createElement('span');
  slot.setAttribute('data-ad-slot', 'body-top');
  slot.setAttribute('data-strings', strings);
  document.body.appendChild(slot);
  return slot;
}

beforeEach(() => {
  resetPageLoadShape();
  delete window.dataLayer;
  delete window.gtag;
  document.body.replaceChildren();
});

describe('the ad slot before and without the page code', () => {
  it('draws the ad the loader started, and React hydrates the slot without touching it or complaining', async () => {
    const context = pageContextFor('/x/react-data-grid/pagination/');
    const runtime = { config: config(), environment };
    const page = (
      <PageContext.Provider value={context}>
        <AdRuntimeProvider value={runtime}>
          <p className="description">
            Split rows into pages.
            <PageAd />
          </p>
        </AdRuntimeProvider>
      </PageContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const slot = container.querySelector<HTMLElement>('[data-ad-slot="body-top"]')!;
    expect(slot).toBeEmptyDOMElement();
    // What the loader does once the page has loaded.
    startAdSlots(window, async () => ({ startAdSlot: (element: HTMLElement) => startAdSlot(element, runtime) }));
    await flush();
    const drawn = slot.innerHTML;
    expect(slot.querySelector('[data-ad-outcome="in-house"]')).not.toBeNull();
    expect(slot).toHaveTextContent('ad by MUI');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await flush();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Hydration kept what the script drew, and PageAd's own start found the slot started already.
    expect(slot.isConnected).toBe(true);
    expect(slot.innerHTML).toBe(drawn);
    expect(slot.querySelectorAll('[data-ad-outcome]')).toHaveLength(1);
    act(() => root?.unmount());
  });

  it('starts every slot once, on load, and a slot mounted later when asked again', async () => {
    const first = serverSlot();
    const started: HTMLElement[] = [];
    const load = jest.fn(async () => ({ startAdSlot: (slot: HTMLElement) => void started.push(slot) }));
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    followAdSlots(window, load);
    await flush();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(started).toEqual([first]);
    expect(first).toHaveAttribute(AD_STARTED_ATTRIBUTE);
    // A client-side move brings a new slot; the old one is gone.
    first.remove();
    const second = serverSlot();
    startAdSlots(window, load);
    startAdSlots(window, load);
    await flush();
    expect(started).toEqual([first, second]);
    delete (document as { readyState?: string }).readyState;
  });

  it('starts no slot of a page rendered ahead of the reader until the page is shown', async () => {
    const slot = serverSlot();
    const load = jest.fn(async () => ({ startAdSlot: () => {} }));
    let hidden = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => hidden });
    followAdSlots(window, load);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(slot).not.toHaveAttribute(AD_STARTED_ATTRIBUTE);
    hidden = false;
    document.dispatchEvent(new Event('prerenderingchange'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(slot).toHaveAttribute(AD_STARTED_ATTRIBUTE);
    delete (document as { prerendering?: boolean }).prerendering;
  });

  it('leaves the reserved space empty when the slot script cannot load', async () => {
    const slot = serverSlot();
    startAdSlots(window, () => Promise.reject(new TypeError('Failed to fetch')));
    await flush();
    expect(slot).toBeEmptyDOMElement();
  });

  it('stops looking for the network ad, and reports no display, once its slot has left the page', () => {
    jest.useFakeTimers();
    try {
      const slot = serverSlot();
      startBodyTopAd(slot, { config: config(NETWORK), environment, strings: parseAdStrings(null), inHouseAds });
      jest.advanceTimersByTime(0);
      const script = slot.querySelector('script#_carbonads_js');
      expect(script).toHaveAttribute('src', NETWORK);
      slot.remove();
      const lookups = jest.spyOn(Element.prototype, 'querySelector');
      jest.advanceTimersByTime(30_000);
      // One look finds the slot gone; none after it.
      expect(lookups.mock.calls.filter(([selector]) => selector.includes('carbonads'))).toHaveLength(0);
      expect(adEvents()).toEqual([]);
      lookups.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('parseAdStrings', () => {
  it('reads the words the page wrote, and falls back to each key on anything malformed', () => {
    expect(parseAdStrings('{"adBadge":"Ad","adPublisher":"ad by {{publisher}}"}')).toMatchObject({ adBadge: 'Ad', adPublisher: 'ad by {{publisher}}', likeMui: 'likeMui' });
    for (const bad of [null, '', '{', '[1]', '"text"', '{"adBadge":3}']) expect(parseAdStrings(bad).adBadge).toBe('adBadge');
  });
});
