/** @jest-environment jsdom */
import * as React from 'react';
import { act, fireEvent } from '@testing-library/react';
import { Analytics } from '../../../../src/client/analytics/Analytics';
import { DEFAULT_GTAG_SCRIPT_URL, DEFAULT_WEB_VITALS_SAMPLE_RATE, parseAnalyticsConfig, type AnalyticsConfig } from '../../../../src/client/analytics/analyticsConfig';
import { trackedClick } from '../../../../src/client/analytics/clickTracking';
import { pageViewLocation, pageViewParams } from '../../../../src/client/analytics/pageView';
import { resolutionQuery, roundPixelRatio } from '../../../../src/client/analytics/userProperties';
import { isSampledSession, SAMPLE_STORAGE_KEY, vitalsEvent } from '../../../../src/client/analytics/webVitals';
import { renderWithProviders } from '../../support/renderWithProviders';

const router = { asPath: '/x/react-data-grid/sorting/' };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('web-vitals', () => ({
  onCLS: (report: (metric: unknown) => void) => report({ name: 'CLS', value: 0.02, delta: 0.02, id: 'v5-cls' }),
  onFCP: () => {},
  onINP: () => {},
  onLCP: (report: (metric: unknown) => void) => report({ name: 'LCP', value: 1200, delta: 1200, id: 'v5-lcp' }),
  onTTFB: () => {},
}));

/** The commands on `window.dataLayer`, as plain arrays. */
function commands(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}
const events = (name: string) => commands().filter(([command, eventName]) => command === 'event' && eventName === name);
const userProperties = () =>
  commands()
    .filter(([command]) => command === 'set')
    .map(([, , params]) => params as Record<string, unknown>);

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

describe('analytics config', () => {
  it('has no measurement id, the public gtag loader and a 0.01 % vitals sample by default', () => {
    expect(parseAnalyticsConfig({})).toEqual({ measurementId: null, gtagScriptUrl: DEFAULT_GTAG_SCRIPT_URL, webVitalsSampleRate: 0.0001 });
    expect(DEFAULT_WEB_VITALS_SAMPLE_RATE).toBe(0.0001);
  });
  it('rejects malformed settings, naming the variable', () => {
    expect(() => parseAnalyticsConfig({ GA_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(/GA_MEASUREMENT_ID .*"UA-1234-1"/);
    expect(() => parseAnalyticsConfig({ GTAG_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/GTAG_SCRIPT_URL/);
    expect(() => parseAnalyticsConfig({ WEB_VITALS_SAMPLE_RATE: '2' })).toThrow(/WEB_VITALS_SAMPLE_RATE .*"2"/);
    expect(() => parseAnalyticsConfig({ WEB_VITALS_SAMPLE_RATE: 'often' })).toThrow(/WEB_VITALS_SAMPLE_RATE/);
  });
  it('accepts a GA4 id, a custom loader and a forced sample', () => {
    expect(parseAnalyticsConfig({ GA_MEASUREMENT_ID: ' G-AB12CD ', GTAG_SCRIPT_URL: 'http://127.0.0.1:9/gtag.js', WEB_VITALS_SAMPLE_RATE: '1' })).toEqual({
      measurementId: 'G-AB12CD',
      gtagScriptUrl: 'http://127.0.0.1:9/gtag.js',
      webVitalsSampleRate: 1,
    });
  });
});

describe('page_view payload', () => {
  const meta = (values: Record<string, string>) => (name: string) => values[name] ?? null;
  const grid = meta({ 'mui:productId': 'x-data-grid', 'mui:productCategoryId': 'x' });

  it('reports the path without hash', () => {
    expect(pageViewParams('Sorting - MUI X', '/x/react-data-grid/sorting/#sort-model', grid)).toEqual({
      page_title: 'Sorting - MUI X',
      page_location: '/x/react-data-grid/sorting/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
  });
  it('drops a language prefix, and keeps a path that only looks like one', () => {
    expect(pageViewLocation('/zh/x/react-charts/bars/#stacking')).toBe('/x/react-charts/bars/');
    expect(pageViewLocation('/xx/x/react-charts/')).toBe('/xx/x/react-charts/');
    expect(pageViewLocation('/zhx/')).toBe('/zhx/');
  });
  it("reports the string 'null' for pages without product meta", () => {
    expect(pageViewParams('T', '/x/introduction/', meta({}))).toMatchObject({ productId: 'null', productCategoryId: 'null' });
  });
});

describe('click tracking', () => {
  it('uses the nearest tracked ancestor, with its action and label', () => {
    const button = element('<div data-ga-event-category="outer"><button data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label="Basic.js"><span>icon</span></button></div>');
    const icon = button.querySelector('span')!;
    expect(trackedClick(icon, () => 0.5)).toEqual({ category: 'demo', params: { eventAction: 'copy', eventLabel: 'Basic.js' } });
  });
  it('ignores clicks outside tracked elements and non-element targets', () => {
    expect(trackedClick(element('<p><b>x</b></p>'), () => 0)).toBeNull();
    expect(trackedClick(null, () => 0)).toBeNull();
    expect(trackedClick(document, () => 0)).toBeNull();
  });
  it('keeps a sampled click only when the draw is below the split', () => {
    const chip = element('<a data-ga-event-category="ComponentLinkHeader" data-ga-event-action="source" data-ga-event-split="0.1">Source</a>');
    expect(trackedClick(chip, () => 0.05)).not.toBeNull();
    expect(trackedClick(chip, () => 0.1)).toBeNull();
    expect(trackedClick(chip, () => 0.9)).toBeNull();
  });
  it('ignores a split that is not a share from 0 to 1', () => {
    for (const split of ['often', '5', '-1']) {
      const chip = element(`<a data-ga-event-category="c" data-ga-event-split="${split}">x</a>`);
      expect(trackedClick(chip, () => 0.99)).toEqual({ category: 'c', params: {} });
    }
  });
});

describe('user properties and web vitals (pure)', () => {
  it('rounds the pixel ratio to one decimal and watches that density', () => {
    expect(roundPixelRatio(2.625)).toBe(2.6);
    expect(roundPixelRatio(1.25)).toBe(1.3);
    expect(roundPixelRatio(1)).toBe(1);
    expect(resolutionQuery(1.5)).toBe('(resolution: 1.5dppx)');
  });
  it('samples a session once and keeps the draw for the session', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    const random = jest.fn(() => 0.00005);
    expect(isSampledSession(0.0001, random, store)).toBe(true);
    expect(isSampledSession(0.0001, () => 0.9, store)).toBe(true);
    expect(random).toHaveBeenCalledTimes(1);
    expect(storage.get(SAMPLE_STORAGE_KEY)).toBe('0.00005');
    expect(isSampledSession(0.00001, () => 0, store)).toBe(false);
  });
  it('draws again when the stored draw is garbage or storage throws, and never samples at rate 0', () => {
    const garbage = { getItem: () => 'NaN', setItem: () => {} };
    expect(isSampledSession(0.5, () => 0.4, garbage)).toBe(true);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(isSampledSession(0.5, () => 0.6, broken)).toBe(false);
    expect(isSampledSession(0, () => 0, null)).toBe(false);
  });
  it('names the event after the metric and sends value, delta and id', () => {
    expect(vitalsEvent({ name: 'INP', value: 180, delta: 40, id: 'v5-1' })).toEqual({
      name: 'INP',
      params: { value: 40, metric_label: 'Web Vitals', metric_value: 180, metric_delta: 40, metric_id: 'v5-1' },
    });
  });
});

describe('<Analytics />', () => {
  const noId: AnalyticsConfig = { measurementId: null, gtagScriptUrl: DEFAULT_GTAG_SCRIPT_URL, webVitalsSampleRate: 0 };
  let darkListeners: (() => void)[];
  let dark: boolean;

  beforeEach(() => {
    jest.useFakeTimers();
    delete window.dataLayer;
    delete window.gtag;
    window.sessionStorage.clear();
    document.head.innerHTML = '<meta name="mui:productId" content="x-data-grid"><meta name="mui:productCategoryId" content="x">';
    document.title = 'Sorting - MUI X';
    router.asPath = '/x/react-data-grid/sorting/';
    dark = false;
    darkListeners = [];
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query.includes('prefers-color-scheme') ? dark : true;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => {
        if (query.includes('prefers-color-scheme')) darkListeners.push(listener);
      },
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => jest.useRealTimers());

  it('sends page_view after the title is set, on first load and on a route change, not on a hash change', () => {
    const view = renderWithProviders(<Analytics config={noId} />, { pathname: '/x/react-data-grid/sorting' });
    expect(events('page_view')).toHaveLength(0);
    act(() => jest.runOnlyPendingTimers());
    expect(events('page_view')).toEqual([
      ['event', 'page_view', { page_title: 'Sorting - MUI X', page_location: '/x/react-data-grid/sorting/', productId: 'x-data-grid', productCategoryId: 'x' }],
    ]);

    router.asPath = '/x/react-data-grid/sorting/#sort-model';
    view.rerender(<Analytics config={noId} />);
    act(() => jest.runOnlyPendingTimers());
    expect(events('page_view')).toHaveLength(1);

    router.asPath = '/x/react-charts/bars/';
    view.rerender(<Analytics config={noId} />);
    // The new page's head is written before the timer fires.
    document.title = 'Bars - MUI X';
    document.head.querySelector('meta[name="mui:productId"]')!.setAttribute('content', 'x-charts');
    act(() => jest.runOnlyPendingTimers());
    expect(events('page_view')[1][2]).toEqual({ page_title: 'Bars - MUI X', page_location: '/x/react-charts/bars/', productId: 'x-charts', productCategoryId: 'x' });
  });

  it('sets every user property, and re-sends the colour scheme when the OS changes it', () => {
    renderWithProviders(<Analytics config={noId} />);
    const sent = Object.assign({}, ...userProperties());
    expect(sent).toEqual({
      codeVariant: 'TS',
      codeStylingVariant: 'MUI System',
      userLanguage: 'en',
      devicePixelRatio: roundPixelRatio(window.devicePixelRatio || 1),
      colorSchemeOS: 'light',
      colorScheme: 'light',
    });
    act(() => {
      dark = true;
      darkListeners.forEach((listener) => listener());
    });
    expect(userProperties().slice(-2)).toEqual(expect.arrayContaining([{ colorSchemeOS: 'dark' }, { colorScheme: 'dark' }]));
  });

  it('tracks clicks on marked elements through one document listener, even when propagation stops', () => {
    const view = renderWithProviders(
      <>
        <Analytics config={noId} />
        <button type="button" data-ga-event-category="header" data-ga-event-action="github" onClick={(event) => event.stopPropagation()}>
          GitHub
        </button>
        <button type="button">untracked</button>
      </>,
    );
    fireEvent.click(view.getByText('GitHub'));
    fireEvent.click(view.getByText('untracked'));
    expect(events('header')).toEqual([['event', 'header', { eventAction: 'github' }]]);
    view.unmount();
    fireEvent.click(document.body);
    expect(commands().filter(([command, name]) => command === 'event' && name !== 'page_view')).toHaveLength(1);
  });

  it('loads gtag and configures it without automatic page views only when an id is set', () => {
    const withoutId = renderWithProviders(<Analytics config={noId} />);
    act(() => jest.runOnlyPendingTimers());
    expect(commands().some(([command]) => command === 'config')).toBe(false);
    expect(document.querySelector('script[src*="gtag"]')).toBeNull();
    withoutId.unmount();
    delete window.dataLayer;
    delete window.gtag;

    renderWithProviders(<Analytics config={{ ...noId, measurementId: 'G-TEST1' }} />);
    expect(document.querySelector('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST1"]')).not.toBeNull();
    expect(commands()).toEqual(expect.arrayContaining([['config', 'G-TEST1', { send_page_view: false }]]));
    expect(events('page_view')).toHaveLength(0);
    const configIndex = commands().findIndex(([command]) => command === 'config');
    act(() => jest.runOnlyPendingTimers());
    expect(commands().findIndex(([command, name]) => command === 'event' && name === 'page_view')).toBeGreaterThan(configIndex);
  });

  it('reports web vitals only for a sampled session', async () => {
    window.sessionStorage.setItem(SAMPLE_STORAGE_KEY, '0.5');
    renderWithProviders(<Analytics config={{ ...noId, webVitalsSampleRate: 0.4 }} />);
    await act(async () => {});
    expect(events('CLS')).toHaveLength(0);

    window.sessionStorage.setItem(SAMPLE_STORAGE_KEY, '0.3');
    renderWithProviders(<Analytics config={{ ...noId, webVitalsSampleRate: 0.4 }} />);
    await act(async () => {});
    expect(events('CLS')).toEqual([['event', 'CLS', { value: 0.02, metric_label: 'Web Vitals', metric_value: 0.02, metric_delta: 0.02, metric_id: 'v5-cls' }]]);
    expect(events('LCP')).toHaveLength(1);
  });
});
