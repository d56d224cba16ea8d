import * as React from 'react';
import satori from 'satori';
import type { OgCard } from '../../../../../src/shared/seo/ogImage/ogCard';
import { ogImageJobs } from '../../../../../src/node/seo/ogImage/ogImageJobs';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../../../../src/shared/seo/ogImage/ogImageUrl';
import { TITLE_MAX_LINES, TITLE_SIZES, TITLE_WIDTH, fitsTitle, ogLayout, titleFontSize } from '../../../../../src/node/seo/ogImage/ogLayout';
import { loadOgFonts, renderOgPng } from '../../../../../src/node/seo/ogImage/renderOgImage';
import type { SitePage } from '../../../../../src/node/site/sitePages';

describe('Open Graph image jobs', () => {
  const page = (route: string, title: string, more: Partial<SitePage> = {}): SitePage => ({
    route,
    kind: 'guide',
    nav: true,
    file: `${route.slice(1)}/index.html`,
    title,
    description: '',
    canonical: `https://mui.com${route}/`,
    noindex: false,
    markdownTwin: null,
    search: null,
    ...more,
  });
  const exported = () => true;

  it('takes the title of every indexable nav page and skips noindex and other pages', () => {
    const pages = [
      page('/x/react-data-grid/column-pinning', 'Data Grid - Column pinning'),
      page('/x/react-data-grid/sorting', 'Sorting', { noindex: true, canonical: null }),
      page('/playground', 'Playground', { nav: false, kind: 'playground' }),
    ];
    expect(ogImageJobs(pages, exported)).toEqual([
      { route: '/x/react-data-grid/column-pinning', path: '/x/og/react-data-grid/column-pinning.png', card: { label: 'Data Grid', title: 'Column pinning', plan: 'pro' } },
    ]);
  });

  it('fails naming every page without a title or without its HTML', () => {
    const pages = [page('/x/react-data-grid/sorting', ''), page('/x/react-data-grid/editing', 'Editing'), page('/x/react-data-grid/export', 'Export')];
    const run = () => ogImageJobs(pages, (file) => !file.includes('export'));
    expect(run).toThrow(/2 page\(s\) cannot get an Open Graph image/);
    expect(run).toThrow(/\/x\/react-data-grid\/sorting: the page has no title/);
    expect(run).toThrow(/\/x\/react-data-grid\/export: the nav tree lists this page but the export has no HTML/);
  });
});

interface Found {
  text: string;
  style: React.CSSProperties;
}

/** Text nodes of a satori tree with the style of the element holding them; components are called. */
function texts(node: React.ReactNode, style: React.CSSProperties = {}): Found[] {
  if (typeof node === 'string' || typeof node === 'number') return [{ text: String(node), style }];
  if (Array.isArray(node)) return node.flatMap((child) => texts(child, style));
  if (!React.isValidElement(node)) return [];
  const element = node as React.ReactElement<{ style?: React.CSSProperties; children?: React.ReactNode }>;
  if (typeof element.type === 'function') {
    const render = element.type as (props: object) => React.ReactNode;
    return texts(render(element.props), style);
  }
  return texts(element.props.children, element.props.style ?? style);
}

describe('Open Graph layout', () => {
  const textOf = (card: OgCard) => texts(ogLayout(card)).map((found) => found.text);
  const titleStyle = (card: OgCard) => texts(ogLayout(card)).find((found) => found.text === card.title)?.style;

  it('shows the site name, the product, the plan and the title', () => {
    expect(textOf({ label: 'Data Grid', title: 'Column pinning', plan: 'pro' })).toEqual(['MUI X', 'Data Grid', 'Pro', 'Column pinning']);
    expect(textOf({ label: 'Charts', title: 'Heatmap', plan: 'premium' })).toContain('Premium');
  });

  it('shows no badge on a page without a plan, and no label row without a label', () => {
    expect(textOf({ label: 'Data Grid', title: 'Sorting', plan: null })).toEqual(['MUI X', 'Data Grid', 'Sorting']);
    expect(textOf({ label: null, title: 'Telemetry', plan: null })).toEqual(['MUI X', 'Telemetry']);
  });

  it('shrinks a long title and clamps it to three lines', () => {
    const short = titleStyle({ label: 'Data Grid', title: 'Sorting', plan: null });
    const long = 'Migrating a very large Data Grid with server-side row grouping, aggregation, pivoting and lazy loading from v6 to v8';
    const longStyle = titleStyle({ label: 'Data Grid', title: long, plan: null });
    expect(short?.fontSize).toBe(TITLE_SIZES[0]);
    expect(Number(longStyle?.fontSize)).toBeLessThan(Number(short?.fontSize));
    expect(longStyle?.lineClamp).toBe(TITLE_MAX_LINES);
    // Balanced lines only when nothing is clamped, else the lines kept would be short.
    expect(short?.textWrap).toBe('balance');
    expect(titleStyle({ label: null, title: long.repeat(3), plan: null })?.textWrap).toBe('wrap');
  });

  it('shrinks a long API name until it fits on a line unbroken', () => {
    const name = 'GridAggregationFunctionDataSource API';
    const size = titleFontSize(name);
    expect(size).toBeLessThan(TITLE_SIZES[0]);
    expect(fitsTitle(name, size)).toBe(true);
    expect(fitsTitle('GridAggregationFunctionDataSource', TITLE_SIZES[0], TITLE_WIDTH, 3)).toBe(false);
  });

  it('picks the largest size that fits', () => {
    for (const title of ['Sorting', 'Breaking changes: Date and Time Pickers', 'x '.repeat(60), 'W'.repeat(40)]) {
      const size = titleFontSize(title);
      const larger = TITLE_SIZES.filter((candidate) => candidate > size);
      expect(larger.every((candidate) => !fitsTitle(title, candidate))).toBe(true);
    }
  });
});

describe('Open Graph rendering', () => {
  const fonts = loadOgFonts();

  it('renders a 1200×630 PNG', async () => {
    const png = await renderOgPng({ label: 'Data Grid', title: 'Column pinning', plan: 'pro' }, fonts);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(OG_IMAGE_WIDTH);
    expect(png.readUInt32BE(20)).toBe(OG_IMAGE_HEIGHT);
  }, 30_000);

  it('keeps an absurdly long title inside the card', async () => {
    const title = `${'DataGridPremiumServerSideLazyLoadingRowGrouping '.repeat(6)}and an endless sentence ${'that goes on '.repeat(30)}`;
    const boxes: Array<{ left: number; top: number; width: number; height: number; text?: string }> = [];
    await satori(ogLayout({ label: 'Data Grid', title, plan: 'premium' }), {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      fonts,
      onNodeDetected: (node) => boxes.push({ left: node.left, top: node.top, width: node.width, height: node.height, text: node.textContent }),
    });
    const titleBox = boxes.find((box) => box.text === title);
    expect(titleBox).toBeDefined();
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(OG_IMAGE_WIDTH);
      expect(box.top + box.height).toBeLessThanOrEqual(OG_IMAGE_HEIGHT);
    }
    // Clamped: three lines at the smallest size, within the side padding.
    const smallest = TITLE_SIZES[TITLE_SIZES.length - 1];
    expect(titleBox!.height).toBeLessThanOrEqual(Math.ceil(TITLE_MAX_LINES * smallest * 1.15) + 1);
    expect(titleBox!.left + titleBox!.width).toBeLessThanOrEqual(OG_IMAGE_WIDTH - (OG_IMAGE_WIDTH - TITLE_WIDTH) / 2);
  }, 30_000);
});
