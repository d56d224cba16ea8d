/** @jest-environment jsdom */
import { nearbyDemoIds, routeOfPath } from '../../../../src/client/demos/nearbyDemos';

const loads: string[] = [];
let releaseGrid: () => void = () => {};
const gridLoaded = new Promise<void>((resolve) => {
  releaseGrid = resolve;
});

// The page index the generator writes, with a demo whose chunk arrives when the test says so.
jest.mock(
  '../../../../src/client/demos/generated/pageIndex',
  () => ({
    __esModule: true,
    default: {
      '/x/react-data-grid/sorting': () =>
        Promise.resolve({
          default: {
            demos: {
              'grid/Top': () => (loads.push('grid/Top'), gridLoaded.then(() => ({ default: () => null }))),
              'grid/Near': () => (loads.push('grid/Near'), Promise.resolve({ default: () => null })),
              'grid/Far': () => (loads.push('grid/Far'), Promise.resolve({ default: () => null })),
            },
            scopes: {},
          },
        }),
    },
  }),
  { virtual: true },
);

import { loadDemo, preloadNearbyDemos, whenDemoLoadsSettle } from '../../../../src/client/demos/pageDemos';

describe('nearbyDemoIds', () => {
  const box = (id: string, top: number, bottom: number) => ({ id, top, bottom });

  it('keeps the boxes in view or within the margin of it, in page order', () => {
    const boxes = [box('above-far', -900, -500), box('above-near', -700, -300), box('in-view', 100, 500), box('below-near', 1000, 1300), box('below-far', 1300, 1800)];
    expect(nearbyDemoIds(boxes, 844, 400)).toEqual(['above-near', 'in-view', 'below-near']);
  });

  it('leaves out a box that is not laid out (a hidden demo has no height)', () => {
    expect(nearbyDemoIds([box('hidden', 0, 0), box('shown', 0, 300)], 844)).toEqual(['shown']);
  });

  it('counts a box taller than the screen around it as near', () => {
    expect(nearbyDemoIds([box('tall', -2000, 3000)], 844)).toEqual(['tall']);
  });
});

describe('routeOfPath', () => {
  it('spells the address as the page index does', () => {
    expect(routeOfPath('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting');
    expect(routeOfPath('/x/react-data-grid/sorting')).toBe('/x/react-data-grid/sorting');
    expect(routeOfPath('/')).toBe('/');
  });
});

describe('preloadNearbyDemos', () => {
  const place = (element: Element, top: number, height: number) => {
    element.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: 400, width: 400, height, x: 0, y: top, toJSON: () => ({}) });
  };

  beforeEach(() => {
    loads.length = 0;
    delete document.documentElement.dataset.hydrated;
    window.history.replaceState(null, '', '/x/react-data-grid/sorting/');
    document.body.innerHTML = '<div data-demo="grid/Top"></div><div data-demo="grid/Near"></div><div data-demo="grid/Far"></div>';
    const [top, near, far] = document.querySelectorAll('[data-demo]');
    place(top, 100, 400);
    place(near, window.innerHeight + 100, 400);
    place(far, window.innerHeight + 2000, 400);
  });

  it('starts loading the demos near the viewport of the page as served, not the others', async () => {
    preloadNearbyDemos();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toEqual(['grid/Top', 'grid/Near']);
  });

  it('starts nothing once the page has hydrated (its modules are loading for another page)', async () => {
    document.documentElement.dataset.hydrated = 'true';
    preloadNearbyDemos();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toEqual([]);
  });

  it('fails quietly on a page the index does not know; the demo itself says so when it loads', async () => {
    window.history.replaceState(null, '', '/x/unknown/');
    expect(() => preloadNearbyDemos()).not.toThrow();
    await expect(loadDemo('/x/unknown', 'grid/Top')).rejects.toThrow();
  });

  it('lets idle work wait until no demo is loading', async () => {
    let settled = false;
    const slow = loadDemo('/x/react-data-grid/sorting', 'grid/Top');
    const waiting = whenDemoLoadsSettle().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    releaseGrid();
    await slow;
    await waiting;
    expect(settled).toBe(true);
    // With nothing loading it resolves at once; a failed load counts as settled.
    await loadDemo('/x/react-data-grid/sorting', 'grid/Missing').catch(() => {});
    await expect(whenDemoLoadsSettle()).resolves.toBeUndefined();
  });
});
