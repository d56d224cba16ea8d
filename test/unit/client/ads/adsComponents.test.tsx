/** @jest-environment jsdom */
import * as React from 'react';
import { act, screen } from '@testing-library/react';
import { parseAdConfig, type AdConfig } from '../../../../src/client/ads/adConfig';
import type { AdEnvironment } from '../../../../src/client/ads/adEnvironment';
import { AdRuntimeProvider, PageAdsAllowed } from '../../../../src/client/ads/AdRuntime';
import { DemoInlineAd } from '../../../../src/client/ads/DemoInlineAd';
import { PageAd } from '../../../../src/client/ads/PageAd';
import { resetPageLoadShape } from '../../../../src/client/ads/pageShape';
import { DocsPage } from '../../../../src/client/docs/DocsPage';
import type { DocsPageContent } from '../../../../src/client/docs/docsPageTypes';
import { renderWithProviders } from '../../support/renderWithProviders';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/' }) }));

const NETWORK = 'https://ads.example/network.js';
const FEED = 'https://ads.example/feed.json';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function config(overrides: Partial<AdConfig> = {}): AdConfig {
  return { ...parseAdConfig({ NODE_ENV: 'production' }), ...overrides };
}

/** Draws come from `draws` in order (then 0.5); timers are jest's fake ones. */
function environment(draws: number[], userAgent = CHROME): AdEnvironment {
  const queue = [...draws];
  return {
    random: () => queue.shift() ?? 0.5,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
    userAgent: () => userAgent,
  };
}

/** Renders and lets the ad slot's script (imported when a slot mounts) arrive and start. */
async function renderAd(ui: React.ReactElement, adConfig: AdConfig, env: AdEnvironment) {
  const result = renderWithProviders(<AdRuntimeProvider value={{ config: adConfig, environment: env }}>{ui}</AdRuntimeProvider>);
  await act(async () => {
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  });
  return result;
}

/** Events as gtag received them: `['event', 'ad', { eventAction, eventLabel }]`. */
function adEvents() {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[1] === 'ad');
}

const slot = () => document.querySelector('[data-ad-slot="body-top"]') as HTMLElement;
const box = () => slot().querySelector('[data-ad-outcome]') as HTMLElement | null;

/** What the network's script does once it has an ad: insert its placeholder beside itself. */
function networkInsertsAd(href = 'https://advertiser.example/') {
  const script = document.getElementById('_carbonads_js');
  if (!script?.parentNode) throw new Error('network script not injected');
  const placeholder = document.createElement('div');
  placeholder.id = 'carbonads';
  placeholder.innerHTML = `<span><a class="carbon-text" href="${href}">Network ad</a></span>`;
  script.parentNode.insertBefore(placeholder, script);
}

beforeEach(() => {
  jest.useFakeTimers();
  resetPageLoadShape();
  delete window.dataLayer;
  delete window.gtag;
});
afterEach(() => {
  jest.useRealTimers();
  document.getElementById('_carbonads_js')?.remove();
});

describe('PageAd', () => {
  it('shows an in-house promotion when no network is configured, with click attributes', async () => {
    // Draws: adblock, in-house pick (0.45 → third of five), shape (0.9 → image), display sampling.
    await renderAd(<PageAd />, config(), environment([0, 0.45, 0.9, 0.99]));
    expect(box()).toHaveAttribute('data-ad-outcome', 'in-house');
    expect(box()).toHaveAttribute('data-ga-event-category', 'ad');
    expect(box()).toHaveAttribute('data-ga-event-label', 'in-house-body-top-image');
    const link = screen.getByRole('link', { name: /Premium Themes/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link).toHaveAttribute('data-ga-event-label', 'in-house-themes');
    expect(link.querySelector('img')).toMatchObject({ width: 130, height: 100 });
    expect(slot()).toHaveTextContent('ad by MUI');
    expect(document.getElementById('_carbonads_js')).toBeNull();
    // Never the adblock message without a network, whatever the draw (0 here).
    act(() => void jest.advanceTimersByTime(20_000));
    expect(box()).toHaveAttribute('data-ad-outcome', 'in-house');
  });

  it('injects the network script once and shows its ad when the placeholder appears', async () => {
    await renderAd(<PageAd />, config({ networkScriptUrl: NETWORK }), environment([0.5, 0.5, 0.9]));
    expect(box()).toHaveAttribute('data-ad-outcome', 'pending');
    act(() => void jest.advanceTimersByTime(0));
    const scripts = document.querySelectorAll('script#_carbonads_js');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', NETWORK);
    expect(slot().contains(scripts[0])).toBe(true);
    act(() => networkInsertsAd());
    act(() => void jest.advanceTimersByTime(500));
    expect(box()).toHaveAttribute('data-ad-outcome', 'network');
    expect(box()).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
    expect(screen.getByRole('link', { name: 'Network ad' })).toBeVisible();
    act(() => void jest.advanceTimersByTime(20_000));
    expect(document.querySelectorAll('script#_carbonads_js')).toHaveLength(1);
  });

  it('switches to an in-house promotion when the network only has its backers ad', async () => {
    await renderAd(<PageAd />, config({ networkScriptUrl: NETWORK }), environment([0.5, 0.1, 0.1]));
    act(() => void jest.advanceTimersByTime(0));
    act(() => networkInsertsAd('https://material-ui-next.com/discover-more/backers'));
    act(() => void jest.advanceTimersByTime(500));
    expect(box()).toHaveAttribute('data-ad-outcome', 'in-house');
    expect(box()).toHaveAttribute('data-ga-event-label', 'in-house-carbon-body-top-inline');
    expect(screen.getByRole('link', { name: /ScaffoldHub/ })).toHaveTextContent('Ad');
    expect(slot().querySelector('#carbonads')?.closest('[hidden]')).not.toBeNull();
  });

  it('asks ad-blocking readers to allow ads for a fifth of draws, and takes it back when the ad arrives', async () => {
    await renderAd(<PageAd />, config({ networkScriptUrl: NETWORK }), environment([0.1, 0.5, 0.9]));
    act(() => void jest.advanceTimersByTime(2999));
    expect(box()).toHaveAttribute('data-ad-outcome', 'pending');
    act(() => void jest.advanceTimersByTime(1));
    expect(box()).toHaveAttribute('data-ad-outcome', 'adblock-message');
    expect(box()).toHaveAttribute('data-ga-event-label', 'in-house-adblock-body-top-image');
    expect(slot()).toHaveTextContent('Help us keep the docs running.');
    expect(screen.getByRole('img', { name: 'Love' })).toBeVisible();
    act(() => networkInsertsAd());
    act(() => void jest.advanceTimersByTime(500));
    expect(box()).toHaveAttribute('data-ad-outcome', 'network');
    expect(slot()).not.toHaveTextContent('Help us keep the docs running.');
  });

  it('shows an in-house promotion to the other ad-blocking readers', async () => {
    await renderAd(<PageAd />, config({ networkScriptUrl: NETWORK }), environment([0.2, 0.99, 0.9]));
    act(() => void jest.advanceTimersByTime(3000));
    expect(box()).toHaveAttribute('data-ga-event-label', 'in-house-body-top-image');
    expect(screen.getByRole('link', { name: /For Figma/ })).toBeVisible();
  });

  it('reports the display once, 2.5 s after it settles, when sampled in', async () => {
    await renderAd(<PageAd />, config({ displayRatio: 0.1 }), environment([0.5, 0.5, 0.9, 0.09]));
    act(() => void jest.advanceTimersByTime(2499));
    expect(adEvents()).toEqual([]);
    act(() => void jest.advanceTimersByTime(1));
    expect(adEvents()).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' }]]);
    act(() => void jest.advanceTimersByTime(60_000));
    expect(adEvents()).toHaveLength(1);
  });

  it('reports nothing when the display is not sampled', async () => {
    await renderAd(<PageAd />, config({ displayRatio: 0.1 }), environment([0.5, 0.5, 0.9, 0.1]));
    act(() => void jest.advanceTimersByTime(60_000));
    expect(adEvents()).toEqual([]);
  });

  it('renders nothing for crawlers and makes no request, keeping the space', async () => {
    await renderAd(<PageAd />, config({ networkScriptUrl: NETWORK, displayRatio: 1 }), environment([], 'Mozilla/5.0 (compatible; Googlebot/2.1)'));
    act(() => void jest.advanceTimersByTime(60_000));
    expect(slot()).toBeEmptyDOMElement();
    expect(document.getElementById('_carbonads_js')).toBeNull();
    expect(adEvents()).toEqual([]);
  });

  it('renders nothing at all when ads are off (development without the flag)', async () => {
    await renderAd(<PageAd />, parseAdConfig({ NODE_ENV: 'development' }), environment([]));
    expect(slot()).toBeNull();
  });

  it('keeps one shape for every ad of a page load', async () => {
    await renderAd(
      <>
        <PageAd />
        <PageAd />
      </>,
      config(),
      environment([0.5, 0.5, 0.1, 0.5, 0.5, 0.9]),
    );
    const labels = [...document.querySelectorAll('[data-ad-outcome]')].map((element) => element.getAttribute('data-ga-event-label'));
    expect(labels).toEqual(['in-house-body-top-inline', 'in-house-body-top-inline']);
  });

  it('empties its space and reports a crash when anything in it throws; the page carries on', async () => {
    const original = Element.prototype.querySelector;
    const spy = jest.spyOn(Element.prototype, 'querySelector').mockImplementation(function (this: Element, selector: string) {
      if (selector.includes('carbonads')) throw new Error('forced');
      return original.call(this, selector);
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderAd(
      <p>
        Page text
        <PageAd />
      </p>,
      config({ networkScriptUrl: NETWORK }),
      environment([0.5, 0.5, 0.9]),
    );
    act(() => void jest.advanceTimersByTime(500));
    expect(slot()).toBeEmptyDOMElement();
    expect(screen.getByText('Page text')).toBeVisible();
    expect(adEvents()).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'pending-body-top-image' }]]);
    spy.mockRestore();
    errors.mockRestore();
  });
});

describe('DemoInlineAd', () => {
  const good = {
    company: 'Acme <Cloud>',
    description: 'Deploy <b>fast</b>.<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
    statlink: 'https://ads.example/click',
    statimp: 'https://ads.example/imp',
    pixel: 'https://p.example/a?t=[timestamp]||https://p.example/b?t=[timestamp]',
    timestamp: '77',
  };
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.useRealTimers();
    fetchMock = jest.fn();
    window.fetch = fetchMock;
  });

  async function renderInline(adConfig = config({ feedUrl: FEED }), allowed = true, userAgent = CHROME) {
    return renderAd(
      <PageAdsAllowed.Provider value={allowed}>
        <DemoInlineAd />
      </PageAdsAllowed.Provider>,
      adConfig,
      environment([0.99], userAgent),
    );
  }

  it('shows the feed ad sanitised, with its impression pixels', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ ads: [{}, good] }) });
    await renderInline();
    const link = await screen.findByRole('link', { name: /Acme <Cloud>/ });
    expect(fetchMock).toHaveBeenCalledWith(FEED, expect.objectContaining({ credentials: 'omit' }));
    expect(link).toHaveAttribute('href', 'https://ads.example/click');
    expect(link).toHaveAttribute('data-ga-event-label', 'carbon-demo-inline');
    expect(link.innerHTML).toContain('<b>fast</b>');
    expect(link.querySelector('script, img, [onerror]')).toBeNull();
    const pixels = [...document.querySelectorAll('img[data-ad-pixel]')].map((image) => image.getAttribute('src'));
    expect(pixels).toEqual(['https://ads.example/imp', 'https://p.example/a?t=77', 'https://p.example/b?t=77']);
    expect(screen.getByText('ad by Carbon')).toBeVisible();
  });

  it('keeps its space empty and logs nothing when the feed fails', async () => {
    const errors = jest.spyOn(console, 'error');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderInline();
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-ad-slot="demo-inline"]')).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is absent on pages with disableAd, without a feed, and for crawlers', async () => {
    await renderInline(config({ feedUrl: FEED }), false);
    await renderInline(config({ feedUrl: null }));
    await renderInline(config({ feedUrl: FEED }), true, 'Googlebot');
    expect(document.querySelector('[data-ad-slot="demo-inline"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('DocsPage ad placement', () => {
  const content = (disableAd: boolean): DocsPageContent => ({
    title: 'Pagination',
    titleHtml: 'Pagination',
    description: 'Split rows into pages.',
    descriptionHtml: 'Split rows into <code>pages</code>.',
    headers: {},
    disableAd,
    toc: [],
    sections: [],
  });

  it('puts the ad block inside the description element unless the page disables ads', async () => {
    const adConfig = config();
    const { unmount } = await renderAd(<DocsPage page={{ status: 'written', markdownPath: 'x.md', content: content(false) }} />, adConfig, environment([]));
    const description = document.querySelector('p.description');
    expect(description).toBeInTheDocument();
    expect(description?.querySelector('[data-ad-slot="body-top"]')).toBeInTheDocument();
    expect(description).toHaveTextContent('Split rows into pages.');
    unmount();
    await renderAd(<DocsPage page={{ status: 'written', markdownPath: 'x.md', content: content(true) }} />, adConfig, environment([]));
    expect(document.querySelector('[data-ad-slot]')).toBeNull();
  });
});
