import { inHouseAds } from '../../../../data/inHouseAds';
import { DEFAULT_DISPLAY_RATIO, parseAdConfig } from '../../../../src/client/ads/adConfig';
import { fetchFeedAd, firstQualifyingAd, impressionPixels, MAX_FEED_ATTEMPTS, type FetchLike } from '../../../../src/client/ads/feed';
import { chooseOutcome, eventLabel, isBackersLink, isCrawler, pickOne, pickShape, type PollState } from '../../../../src/client/ads/outcome';
import { pollForPlaceholder } from '../../../../src/client/ads/placeholderPoll';
import { existsSync } from 'node:fs';
import path from 'node:path';

const GOOD = {
  company: 'Acme',
  description: 'Fast builds.',
  statlink: 'https://ads.example/click',
  statimp: 'https://ads.example/imp',
  pixel: 'https://p.example/a?t=[timestamp]||https://p.example/b?t=[timestamp]',
  timestamp: '1700',
};

describe('ad configuration', () => {
  it('runs ads in production, and in development only with the flag', () => {
    expect(parseAdConfig({ NODE_ENV: 'production' }).enabled).toBe(true);
    expect(parseAdConfig({ NODE_ENV: 'development' }).enabled).toBe(false);
    expect(parseAdConfig({ NODE_ENV: 'development', ENABLE_AD_IN_DEV_MODE: 'true' }).enabled).toBe(true);
  });

  it('treats unset URLs as no network and reads the display ratio', () => {
    const config = parseAdConfig({ NODE_ENV: 'production', AD_NETWORK_SCRIPT_URL: '', AD_DISPLAY_RATIO: '' });
    expect(config).toMatchObject({ networkScriptUrl: null, feedUrl: null, displayRatio: DEFAULT_DISPLAY_RATIO, networkName: 'Carbon' });
    expect(parseAdConfig({ AD_DISPLAY_RATIO: '1', AD_FEED_URL: 'http://127.0.0.1:4323/feed.json' })).toMatchObject({
      displayRatio: 1,
      feedUrl: 'http://127.0.0.1:4323/feed.json',
    });
  });

  it('fails on a malformed URL or ratio with a message naming the setting', () => {
    expect(() => parseAdConfig({ AD_NETWORK_SCRIPT_URL: 'cdn.example/ads.js' })).toThrow(/AD_NETWORK_SCRIPT_URL must be an absolute http\(s\) URL; got "cdn.example\/ads.js"/);
    expect(() => parseAdConfig({ AD_FEED_URL: 'javascript:alert(1)' })).toThrow(/AD_FEED_URL/);
    expect(() => parseAdConfig({ AD_DISPLAY_RATIO: '2' })).toThrow(/AD_DISPLAY_RATIO must be a number from 0 to 1; got "2"/);
    expect(() => parseAdConfig({ AD_DISPLAY_RATIO: 'often' })).toThrow(/AD_DISPLAY_RATIO/);
  });
});

describe('outcome and labels', () => {
  const base = { networkConfigured: true, poll: 'found' as PollState, networkHouseAd: false, adblockDraw: 0.5 };
  it.each([
    [{ ...base }, 'network', 'carbon'],
    [{ ...base, networkHouseAd: true }, 'in-house', 'in-house-carbon'],
    [{ ...base, poll: 'adblock' as PollState, adblockDraw: 0.19 }, 'adblock-message', 'in-house-adblock'],
    [{ ...base, poll: 'adblock' as PollState, adblockDraw: 0.2 }, 'in-house', 'in-house'],
    [{ ...base, poll: 'pending' as PollState }, 'pending', null],
    // No network: in-house whatever the draws, never the adblock message.
    [{ ...base, networkConfigured: false, poll: 'adblock' as PollState, adblockDraw: 0 }, 'in-house', 'in-house'],
    [{ ...base, networkConfigured: false, poll: 'pending' as PollState }, 'in-house', 'in-house'],
  ])('%o → %s (%s)', (input, kind, label) => {
    expect(chooseOutcome(input)).toEqual({ kind, label });
  });

  it('picks the inline shape for 20 % of draws and builds event labels', () => {
    expect(pickShape(0)).toBe('inline');
    expect(pickShape(0.1999)).toBe('inline');
    expect(pickShape(0.2)).toBe('image');
    expect(eventLabel('carbon', 'body-top', 'image')).toBe('carbon-body-top-image');
    expect(eventLabel('in-house-adblock', 'body-top', 'inline')).toBe('in-house-adblock-body-top-inline');
  });

  it('picks each in-house ad for its fifth of the draws and survives odd draws', () => {
    expect([0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((draw) => pickOne(inHouseAds, draw).name)).toEqual([
      'scaffoldhub',
      'templates',
      'themes',
      'tidelift',
      'figma',
      'figma',
    ]);
    expect(pickOne(inHouseAds, 1).name).toBe('figma');
    expect(pickOne(inHouseAds, -3).name).toBe('scaffoldhub');
    expect(pickOne(inHouseAds, Number.NaN).name).toBe('scaffoldhub');
    expect(() => pickOne([], 0.5)).toThrow();
  });

  it('recognises crawlers and the network house ad', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 AhrefsBot')).toBe(true);
    expect(isCrawler('Some Web Crawler')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36')).toBe(false);
    expect(isBackersLink('https://material-ui-next.com/discover-more/backers')).toBe(true);
    expect(isBackersLink('https://mui.com/discover-more/backers/')).toBe(true);
    expect(isBackersLink('https://ads.example/click?to=/discover-more/backers')).toBe(false);
    expect(isBackersLink(null)).toBe(false);
  });
});

describe('in-house promotions', () => {
  it('are the five of the spec, each complete, with an image drawn for the site', () => {
    expect(inHouseAds.map((ad) => ad.name)).toEqual(['scaffoldhub', 'templates', 'themes', 'tidelift', 'figma']);
    for (const ad of inHouseAds) {
      expect(ad).toMatchObject({ poweredby: 'MUI', label: `in-house-${ad.name}` });
      expect(new URL(ad.link).protocol).toBe('https:');
      expect(ad.description).toMatch(/^<b>[^<]+<\/b> \S/);
      expect(existsSync(path.join('public', ad.img))).toBe(true);
    }
  });
});

describe('feed filter', () => {
  it('keeps the first ad with content and an http(s) statlink', () => {
    const feed = { ads: [{}, { company: 'No link' }, { ...GOOD, statlink: 'javascript:alert(1)' }, GOOD, { ...GOOD, company: 'Second' }] };
    expect(firstQualifyingAd(feed)).toEqual({ ...GOOD });
  });

  it('returns nothing for feeds of another shape', () => {
    for (const feed of [null, 'text', 42, [], { ads: 'x' }, { ads: { 0: GOOD } }, { ads: [null, 1, 'a', [GOOD]] }, { ads: [{ statlink: 42, description: 'x' }] }]) {
      expect(firstQualifyingAd(feed)).toBeNull();
    }
  });

  it('drops unusable optional fields and cuts long text', () => {
    const ad = firstQualifyingAd({ ads: [{ description: 'd'.repeat(5000), statlink: GOOD.statlink, statimp: 'ftp://x', pixel: 7, timestamp: {} }] });
    expect(ad).toEqual({ company: '', description: 'd'.repeat(400), statlink: GOOD.statlink, statimp: null, pixel: null, timestamp: '' });
  });
});

describe('impression pixels', () => {
  it('are statimp plus each pixel URL with the timestamp filled in', () => {
    expect(impressionPixels(GOOD)).toEqual(['https://ads.example/imp', 'https://p.example/a?t=1700', 'https://p.example/b?t=1700']);
  });

  it('skip empty parts and non-http URLs', () => {
    expect(impressionPixels({ statimp: null, pixel: ' ||javascript:alert(1)|| https://p.example/c?[timestamp]&[timestamp] ||', timestamp: 'a b' })).toEqual([
      'https://p.example/c?a%20b&a%20b',
    ]);
    expect(impressionPixels({ statimp: null, pixel: null, timestamp: '' })).toEqual([]);
  });
});

describe('feed fetching', () => {
  const respond = (body: unknown, ok = true) => Promise.resolve({ ok, json: () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body)) });

  it('takes the first qualifying ad of the first answer that has one', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(() => respond({ ads: [{}, GOOD] }));
    await expect(fetchFeedAd('https://feed.example', fetchImpl)).resolves.toMatchObject({ company: 'Acme' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ credentials: 'omit' });
  });

  it('asks again while nothing qualifies: found on the 4th answer', async () => {
    let calls = 0;
    const fetchImpl: FetchLike = () => respond({ ads: (calls += 1) === 4 ? [GOOD] : [{}] });
    await expect(fetchFeedAd('https://feed.example', fetchImpl)).resolves.toMatchObject({ company: 'Acme' });
    expect(calls).toBe(4);
  });

  it('gives up after 10 answers without a qualifying ad', async () => {
    const fetchImpl = jest.fn(() => respond({ ads: 'wrong type' }));
    await expect(fetchFeedAd('https://feed.example', fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(MAX_FEED_ATTEMPTS);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an error status', () => respond({ ads: [GOOD] }, false)],
    ['a body that is not JSON', () => respond(new SyntaxError('Unexpected end of JSON input'))],
  ])('stops quietly at once on %s', async (_name, answer) => {
    const fetchImpl = jest.fn(answer);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchFeedAd('https://feed.example', fetchImpl as FetchLike)).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('stops when the reader leaves (aborted)', async () => {
    const controller = new AbortController();
    const fetchImpl = jest.fn(() => {
      controller.abort();
      return respond({ ads: [{}] });
    });
    await expect(fetchFeedAd('https://feed.example', fetchImpl, controller.signal)).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('placeholder poll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const timers = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as number) };

  it('flags ad blocking on the 7th miss and stops after 30 tries', () => {
    const find = jest.fn(() => false);
    const onState = jest.fn();
    pollForPlaceholder({ find, onState, onError: jest.fn() }, timers);
    expect(find).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500 * 5);
    expect(find).toHaveBeenCalledTimes(6);
    expect(onState).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(find).toHaveBeenCalledTimes(7);
    expect(onState).toHaveBeenCalledTimes(1);
    expect(onState).toHaveBeenLastCalledWith('adblock');
    jest.advanceTimersByTime(60_000);
    expect(find).toHaveBeenCalledTimes(30);
    expect(onState).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clears the flag when the placeholder appears later, then stops', () => {
    let present = false;
    const find = jest.fn(() => present);
    const onState = jest.fn();
    pollForPlaceholder({ find, onState, onError: jest.fn() }, timers);
    jest.advanceTimersByTime(500 * 9);
    expect(onState.mock.calls).toEqual([['adblock']]);
    present = true;
    jest.advanceTimersByTime(500);
    expect(onState.mock.calls).toEqual([['adblock'], ['found']]);
    jest.advanceTimersByTime(60_000);
    expect(find).toHaveBeenCalledTimes(11);
  });

  it('reports a placeholder found at once without flagging anything', () => {
    const onState = jest.fn();
    pollForPlaceholder({ find: () => true, onState, onError: jest.fn() }, timers);
    expect(onState.mock.calls).toEqual([['found']]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops when stopped, and hands over an error from the lookup', () => {
    const find = jest.fn(() => false);
    const stop = pollForPlaceholder({ find, onState: jest.fn(), onError: jest.fn() }, timers);
    jest.advanceTimersByTime(1000);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(find).toHaveBeenCalledTimes(3);

    const onError = jest.fn();
    const error = new Error('lookup failed');
    pollForPlaceholder({ find: () => { throw error; }, onState: jest.fn(), onError }, timers);
    expect(onError).toHaveBeenCalledWith(error);
    expect(jest.getTimerCount()).toBe(0);
  });
});
