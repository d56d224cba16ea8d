import * as React from 'react';
import satori from 'satori';
import { exportedRoutes } from '../../../../../src/shared/nav/siteNav';
import { ogCard, ogImageAlt, type OgCard } from '../../../../../src/shared/seo/ogImage/ogCard';
import { ogCardForRoute, ogImageMeta } from '../../../../../src/shared/seo/ogImage/ogImageMeta';
import { ogImageJobs } from '../../../../../src/build/seo/ogImage/ogImageJobs';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath, ogImageUrl } from '../../../../../src/shared/seo/ogImage/ogImageUrl';
import { TITLE_MAX_LINES, TITLE_SIZES, TITLE_WIDTH, fitsTitle, ogLayout, titleFontSize } from '../../../../../src/build/seo/ogImage/ogLayout';
import { loadOgFonts, renderOgPng } from '../../../../../src/build/seo/ogImage/renderOgImage';
import { pageMetaFromHtml } from '../../../../../src/build/seo/pageMeta';

describe('Open Graph image address', () => {
  it('is a PNG under /x/og/ named by the route, with or without its trailing slash', () => {
    expect(ogImagePath('/x/react-data-grid/sorting')).toBe('/x/og/react-data-grid/sorting.png');
    expect(ogImagePath('/x/react-data-grid/sorting/')).toBe('/x/og/react-data-grid/sorting.png');
    expect(ogImagePath('/x/introduction')).toBe('/x/og/introduction.png');
    expect(ogImageUrl('https://mui.com', '/x/api/data-grid/data-grid-pro')).toBe('https://mui.com/x/og/api/data-grid/data-grid-pro.png');
    expect(ogImageUrl('http://127.0.0.1:3000/', '/x/introduction/')).toBe('http://127.0.0.1:3000/x/og/introduction.png');
  });

  it('gives every exported page its own file', () => {
    const paths = exportedRoutes.map(ogImagePath);
    expect(new Set(paths).size).toBe(exportedRoutes.length);
    expect(paths.length).toBeGreaterThan(300);
  });

  it('is read back from a built head, so the build can check the page names the file it writes', () => {
    const head = '<head><title>Sorting - MUI X</title><meta property="og:image" content="https://mui.com/x/og/react-data-grid/sorting.png"></head>';
    expect(pageMetaFromHtml(head).ogImage).toBe(ogImageUrl('https://mui.com', '/x/react-data-grid/sorting'));
    expect(pageMetaFromHtml('<head><title>Not found - MUI X</title></head>').ogImage).toBeUndefined();
  });

  it('refuses routes that are not pages under /x/ or would escape the image folder', () => {
    for (const route of ['/x', '/x/', '/playground', '/x/../secret', '/x/a?b=1', '/x/a%2Fb', '/x/a/.hidden']) {
      expect(() => ogImagePath(route)).toThrow();
    }
  });
});

describe('Open Graph card', () => {
  it('drops the product the title starts with, since the image shows it above the title', () => {
    expect(ogCard({ title: 'Data Grid - Sorting', labels: ['Data Grid', null] })).toEqual({ label: 'Data Grid', title: 'Sorting', plan: null });
    // The title may repeat the nav section instead ("Date and Time Pickers") of the product name.
    expect(ogCard({ title: 'Date and Time Pickers - Overview', labels: ['Date Pickers', 'Date and Time Pickers'] })).toMatchObject({ label: 'Date Pickers', title: 'Overview' });
    expect(ogCard({ title: 'Charts - Bars - Stacking', labels: ['Charts'] }).title).toBe('Bars - Stacking');
  });

  it('keeps titles that only resemble the label, and never empties one', () => {
    expect(ogCard({ title: 'Data Grid', labels: ['Data Grid'] }).title).toBe('Data Grid');
    expect(ogCard({ title: 'Data Grid - ', labels: ['Data Grid'] }).title).toBe('Data Grid -');
    expect(ogCard({ title: 'Data Gridlines - Styling', labels: ['Data Grid'] }).title).toBe('Data Gridlines - Styling');
    expect(ogCard({ title: 'Telemetry', labels: [null, null] })).toEqual({ label: null, title: 'Telemetry', plan: null });
  });

  it('shows Pro and Premium, not the community plan', () => {
    expect(ogCard({ title: 'A', labels: [], plan: 'pro' }).plan).toBe('pro');
    expect(ogCard({ title: 'A', labels: [], plan: 'premium' }).plan).toBe('premium');
    expect(ogCard({ title: 'A', labels: [], plan: 'community' }).plan).toBeNull();
  });

  it('fails without a title', () => {
    expect(() => ogCard({ title: '  ', labels: ['Data Grid'] })).toThrow(/title/);
  });

  it('reads product, section and plan from the nav tree', () => {
    expect(ogCardForRoute('/x/react-data-grid/column-pinning', 'Column pinning')).toEqual({ label: 'Data Grid', title: 'Column pinning', plan: 'pro' });
    expect(ogCardForRoute('/x/api/data-grid/data-grid-premium', 'DataGridPremium API')).toEqual({ label: 'Data Grid', title: 'DataGridPremium API', plan: 'premium' });
    expect(ogCardForRoute('/x/react-date-pickers', 'Date and Time Pickers - Overview')).toEqual({ label: 'Date Pickers', title: 'Overview', plan: null });
    expect(ogCardForRoute('/x/introduction/installation', 'Installation')).toEqual({ label: 'Introduction', title: 'Installation', plan: null });
    // A hidden route is not in the drawer but keeps its plan.
    expect(ogCardForRoute('/x/react-data-grid/prompt', 'Prompt')).toMatchObject({ label: 'Data Grid', plan: 'premium' });
  });

  it('describes the image in its alt text and names its size', () => {
    const card: OgCard = { label: 'Data Grid', title: 'Column pinning', plan: 'pro' };
    expect(ogImageAlt(card)).toBe('Data Grid: Column pinning (Pro plan) - MUI X');
    expect(ogImageAlt({ label: null, title: 'Telemetry', plan: null })).toBe('Telemetry - MUI X');
    expect(ogImageMeta('https://mui.com', '/x/react-data-grid/column-pinning', 'Column pinning')).toEqual({
      url: 'https://mui.com/x/og/react-data-grid/column-pinning.png',
      alt: 'Data Grid: Column pinning (Pro plan) - MUI X',
      width: 1200,
      height: 630,
    });
  });
});

describe('Open Graph image jobs', () => {
  const origin = 'https://mui.com';
  const head = (route: string, title: string, extra = '') =>
    `<html><head><title>${title} - MUI X</title><meta property="og:image" content="${ogImageUrl(origin, route)}">${extra}</head></html>`;

  it('takes the published title of every indexable page and skips noindex ones', () => {
    const pages: Record<string, string> = {
      '/x/react-data-grid/column-pinning': head('/x/react-data-grid/column-pinning', 'Data Grid - Column pinning'),
      '/x/react-data-grid/sorting': '<head><title>Sorting - MUI X</title><meta name="robots" content="noindex"></head>',
    };
    expect(ogImageJobs(Object.keys(pages), (route) => pages[route] ?? null, origin)).toEqual([
      { route: '/x/react-data-grid/column-pinning', path: '/x/og/react-data-grid/column-pinning.png', card: { label: 'Data Grid', title: 'Column pinning', plan: 'pro' } },
    ]);
  });

  it('fails naming every page without a title, without its HTML, or naming another image', () => {
    const pages: Record<string, string> = {
      '/x/react-data-grid/sorting': '<head><title></title></head><body><svg><title>Icon</title></svg></body>',
      '/x/react-data-grid/filtering': head('/x/react-data-grid/paging', 'Filtering'),
      '/x/react-data-grid/editing': head('/x/react-data-grid/editing', 'Editing'),
    };
    const run = () => ogImageJobs([...Object.keys(pages), '/x/react-data-grid/export'], (route) => pages[route] ?? null, origin);
    expect(run).toThrow(/3 page\(s\) cannot get an Open Graph image/);
    expect(run).toThrow(/\/x\/react-data-grid\/sorting: the built page has no <title>/);
    expect(run).toThrow(/\/x\/react-data-grid\/filtering: og:image is https:\/\/mui\.com\/x\/og\/react-data-grid\/paging\.png, expected/);
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
