/** @jest-environment jsdom */
import * as React from 'react';
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { ChartDemo as Demo } from './chartDemoFixture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom lays nothing out: the chart's box measures as the browser would measure it. */
function measureSvgAs(width: number, height: number) {
  const real = window.getComputedStyle.bind(window);
  return jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element, pseudo);
    if (element.tagName.toLowerCase() !== 'svg') return style;
    return new Proxy(style, { get: (target, key) => (key === 'width' ? `${width}px` : key === 'height' ? `${height}px` : Reflect.get(target, key)) });
  });
}

// The surface carries only Emotion's class, whose label names the component.
const surface = (root: ParentNode) => root.querySelector('svg[class*="MuiChartsSurface-root"]');
const bars = (root: ParentNode) => root.querySelectorAll('.MuiBarElement-root').length;

afterEach(() => jest.restoreAllMocks());

describe('chart demos drawn on the server, in the browser', () => {
  it('keeps the build\'s drawing through hydration, then mounts the live chart at the size of its box in its place', async () => {
    // What the build sent (serverSizedChartsBuild.test.tsx): its inside is the server's alone,
    // React neither reads nor hydrates it. (jsdom has a window: it cannot render the server branch.)
    const container = document.createElement('div');
    container.innerHTML = '<div style="display:contents" data-server-drawing=""><svg class="css-x-MuiChartsSurface-root" viewBox="0 0 360 260"></svg></div>';
    document.body.replaceChildren(container);
    const servedSvg = surface(container);
    // The browser measures text the server cannot; a render that hydrated the drawing would differ.
    measureSvgAs(640, 360);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let hydrated = false;
    await act(async () => {
      hydrateRoot(container, <Demo />, { onRecoverableError: () => (hydrated = false) });
      hydrated = true;
    });
    // Past the frame after which animations are allowed again.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(hydrated).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-server-drawing]')).toBeNull();
    expect(servedSvg?.isConnected).toBe(false);
    expect(surface(container)?.getAttribute('viewBox')).toBe('0 0 640 360');
    expect(bars(container)).toBe(3);
  });

  it('starts live when mounted in the browser, with nothing to hydrate', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    measureSvgAs(500, 300);
    await act(async () => {
      createRoot(container).render(<Demo />);
    });
    expect(surface(container)?.getAttribute('viewBox')).toBe('0 0 500 300');
  });
});
