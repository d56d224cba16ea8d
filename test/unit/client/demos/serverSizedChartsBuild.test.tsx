import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { SERVER_CHART_SIZE } from '../../../../src/client/theme/chartDrawingPhase';
import { ChartDemo as Demo } from './chartDemoFixture';

// The build's render (node: no window), read back as a browser would parse it.
const served = (element: React.ReactElement) => JSDOM.fragment(`<div>${renderToString(element)}</div>`).firstElementChild!;
// The surface carries only Emotion's class, whose label names the component.
const surface = (root: ParentNode) => root.querySelector('svg[class*="MuiChartsSurface-root"]');
const bars = (root: ParentNode) => root.querySelectorAll('.MuiBarElement-root').length;

describe('chart demos drawn by the build', () => {
  it('draws the bars at the server size, the SVG filling the box', () => {
    const container = served(<Demo />);
    // In a wrapper that boxes nothing, so the live demo can take its place without a parent.
    expect(container.querySelector<HTMLElement>('[data-server-drawing]')?.style.display).toBe('contents');
    expect(surface(container)?.getAttribute('viewBox')).toBe(`0 0 ${SERVER_CHART_SIZE.width} ${SERVER_CHART_SIZE.height}`);
    expect(bars(container)).toBe(3);
  });

  it('keeps a size the demo gives its chart', () => {
    const container = served(<Demo height={180} />);
    expect(surface(container)?.getAttribute('viewBox')).toBe(`0 0 ${SERVER_CHART_SIZE.width} 180`);
  });

});
