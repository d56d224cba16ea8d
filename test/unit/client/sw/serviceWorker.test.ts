import { cacheFor, cacheName, isCacheable, loadedToCache, outdatedCaches, pageForData } from '../../../../src/client/sw/cachePolicy';
import { CACHE_LOADED, SKIP_WAITING } from '../../../../src/client/sw/messages';
import { lazyReload, loadedReport, RELOAD_CHECK_MS, shouldRegister, takeOverOnUpdate, type RegistrationLike, type WorkerLike } from '../../../../src/client/sw/registration';

const ORIGIN = 'https://mui.com';
const request = (url: string, mode = 'no-cors', method = 'GET') => ({ url: new URL(url, ORIGIN), mode, method });

describe('registration guard', () => {
  const guard = { hostname: 'mui.com', productionHost: 'mui.com', nodeEnv: 'production', hasServiceWorker: true };
  it('registers on the production host in a production build with the API present', () => {
    expect(shouldRegister(guard)).toBe(true);
  });
  it.each([
    ['another host', { hostname: 'deploy-preview-12--mui-x.netlify.app' }],
    ['a host that only contains it', { hostname: 'mui.com.evil.example' }],
    ['localhost', { hostname: 'localhost' }],
    ['development', { nodeEnv: 'development' }],
    ['tests', { nodeEnv: 'test' }],
    ['a browser without service workers', { hasServiceWorker: false }],
    ['no configured host', { productionHost: '', hostname: '' }],
  ])('never on %s', (_name, change) => {
    expect(shouldRegister({ ...guard, ...change })).toBe(false);
  });
});

describe('reload on focus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const deps = (focus: { value: boolean }, reload: jest.Mock) => ({
    hasFocus: () => focus.value,
    reload,
    setInterval: (callback: () => void, ms: number) => setInterval(callback, ms) as unknown as number,
    clearInterval: (id: number) => clearInterval(id),
  });

  it('waits while the tab is in the background, then reloads once within 100 ms of focus', () => {
    const focus = { value: false };
    const reload = jest.fn();
    lazyReload(deps(focus, reload));
    jest.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
    focus.value = true;
    jest.advanceTimersByTime(RELOAD_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
  it('checks every 100 ms, not sooner', () => {
    const reload = jest.fn();
    lazyReload(deps({ value: true }, reload));
    jest.advanceTimersByTime(RELOAD_CHECK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

class FakeWorker implements WorkerLike {
  state = 'installing';
  messages: unknown[] = [];
  private listeners: (() => void)[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  become(state: string, registration?: FakeRegistration) {
    this.state = state;
    if (registration && state === 'installed') {
      registration.installing = null;
      registration.waiting = this;
    }
    this.listeners.forEach((listener) => listener());
  }
}

class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  private listeners: (() => void)[] = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  found(worker: FakeWorker) {
    this.installing = worker;
    this.listeners.forEach((listener) => listener());
  }
}

describe('update flow', () => {
  it('leaves a page without a worker alone: its first worker claims it', () => {
    const registration = new FakeRegistration();
    const activated = jest.fn();
    const worker = new FakeWorker();
    registration.waiting = worker;
    takeOverOnUpdate(registration, false, activated);
    expect(worker.messages).toEqual([]);
    registration.found(new FakeWorker());
    expect(activated).not.toHaveBeenCalled();
  });
  it('tells an already waiting worker to skip waiting, and reloads once it is active', () => {
    const registration = new FakeRegistration();
    const activated = jest.fn();
    const worker = new FakeWorker();
    worker.state = 'installed';
    registration.waiting = worker;
    takeOverOnUpdate(registration, true, activated);
    expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
    worker.become('activating');
    expect(activated).not.toHaveBeenCalled();
    worker.become('activated');
    worker.become('activated');
    expect(activated).toHaveBeenCalledTimes(1);
  });
  it('follows a worker found later through installed, skip waiting and activated', () => {
    const registration = new FakeRegistration();
    const activated = jest.fn();
    takeOverOnUpdate(registration, true, activated);
    const worker = new FakeWorker();
    registration.found(worker);
    expect(worker.messages).toEqual([]);
    worker.become('installed', registration);
    expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
    worker.become('activated');
    expect(activated).toHaveBeenCalledTimes(1);
  });
  it('follows a worker already installing when the registration resolves', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.installing = worker;
    const activated = jest.fn();
    takeOverOnUpdate(registration, true, activated);
    worker.become('installed', registration);
    worker.become('activated');
    expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
    expect(activated).toHaveBeenCalledTimes(1);
  });
  it('reports the page and its same-site files to the worker that claims it', () => {
    const location = { origin: ORIGIN, pathname: '/x/react-charts/', search: '?q=1' };
    expect(loadedReport(location, [{ name: `${ORIGIN}/_next/static/chunks/a.js` }, { name: 'https://ads.example/network.js' }])).toEqual({
      type: CACHE_LOADED,
      page: '/x/react-charts/?q=1',
      assets: [`${ORIGIN}/_next/static/chunks/a.js`],
    });
  });
});

describe('cache policy', () => {
  it('keeps only whole same-origin answers reached without a redirect', () => {
    expect(isCacheable({ status: 200, type: 'basic', redirected: false })).toBe(true);
    // A navigation's 301 as the worker sees it, and the page a followed redirect ended on.
    expect(isCacheable({ status: 0, type: 'opaqueredirect', redirected: false })).toBe(false);
    expect(isCacheable({ status: 200, type: 'basic', redirected: true })).toBe(false);
    expect(isCacheable({ status: 0, type: 'opaque', redirected: false })).toBe(false);
    expect(isCacheable({ status: 200, type: 'cors', redirected: false })).toBe(false);
    expect(isCacheable({ status: 404, type: 'basic', redirected: false })).toBe(false);
  });

  it('routes pages network first, build assets cache first, other files from cache refreshed behind', () => {
    expect(cacheFor(request('/x/react-data-grid/', 'navigate'), ORIGIN)).toBe('pages');
    expect(cacheFor(request('/_next/static/chunks/0a1b.js'), ORIGIN)).toBe('assets');
    expect(cacheFor(request('/_next/data/abc/x/react-charts.json', 'cors'), ORIGIN)).toBe('assets');
    expect(cacheFor(request('/static/ads-in-house/themes.svg'), ORIGIN)).toBe('static');
    expect(cacheFor(request('/favicon.ico'), ORIGIN)).toBe('static');
  });
  it('leaves other origins, other methods and documents outside the docs to the network', () => {
    expect(cacheFor(request('https://ads.example/feed.json', 'cors'), ORIGIN)).toBeNull();
    expect(cacheFor(request('/_next/static/chunks/0a1b.js', 'no-cors', 'POST'), ORIGIN)).toBeNull();
    expect(cacheFor(request('/playground/', 'navigate'), ORIGIN)).toBeNull();
    expect(cacheFor(request('/x/sw.js', 'same-origin'), ORIGIN)).toBeNull();
  });
  it('names run-time caches by build and finds the ones of other builds', () => {
    expect(cacheName('pages', 'B2')).toBe('mui-x-docs-pages-B2');
    const names = ['mui-x-docs-pages-B1', 'mui-x-docs-assets-B1', 'mui-x-docs-static-B2', 'mui-x-docs-pages-B2', 'mui-x-docs-precache-v2-https://mui.com/x/', 'other-app-pages-B1'];
    expect(outdatedCaches(names, 'B2')).toEqual(['mui-x-docs-pages-B1', 'mui-x-docs-assets-B1']);
  });
  it('maps a page data file to its page', () => {
    expect(pageForData('/_next/data/abc/x/react-charts/bars.json')).toBe('/x/react-charts/bars/');
    expect(pageForData('/_next/data/abc/x.json')).toBe('/x/');
    expect(pageForData('/_next/data/abc/playground.json')).toBeNull();
    expect(pageForData('/_next/static/chunks/a.js')).toBeNull();
  });
  it('caches what a claimed page reports only where the run-time rules would', () => {
    expect(loadedToCache('/x/introduction/', [`${ORIGIN}/_next/static/chunks/a.js`, 'https://cdn.example/x.js', `${ORIGIN}/x/sw.js`, 'not a url:'], ORIGIN)).toEqual([
      { kind: 'pages', url: `${ORIGIN}/x/introduction/` },
      { kind: 'assets', url: `${ORIGIN}/_next/static/chunks/a.js` },
    ]);
  });
});
