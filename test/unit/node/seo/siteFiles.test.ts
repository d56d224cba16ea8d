import { pageMetaFromHtml } from '../../../../src/node/seo/pageMeta';
import { renderRobots, renderSitemap } from '../../../../src/node/seo/siteFiles';

describe('page meta', () => {
  it('reads title (without the site suffix), description, canonical and noindex from a built head', () => {
    const html =
      '<html><head><title>Sorting &amp; filtering - MUI X</title><meta name="description" content="Sort &quot;rows&quot;.">' +
      '<link rel="canonical" href="https://mui.com/x/react-data-grid/sorting/"></head><body><title>ignored svg title</title></body></html>';
    expect(pageMetaFromHtml(html)).toEqual({
      title: 'Sorting & filtering',
      description: 'Sort "rows".',
      canonical: 'https://mui.com/x/react-data-grid/sorting/',
      noindex: false,
    });
    expect(pageMetaFromHtml('<head><title>Page not found - MUI X</title><meta name="robots" content="noindex"></head>')).toMatchObject({ noindex: true, canonical: null });
  });
});

describe('sitemap and robots', () => {
  it('lists every page once, in the given order, escaped', () => {
    const urls = ['https://mui.com/x/introduction/', 'https://mui.com/x/react-data-grid/?a=1&b=2', 'https://mui.com/x/react-charts/'];
    const xml = renderSitemap(urls);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://mui.com/x/introduction/',
      'https://mui.com/x/react-data-grid/?a=1&amp;b=2',
      'https://mui.com/x/react-charts/',
    ]);
  });

  it('lets crawlers in, keeps them out of the playground and names the sitemap', () => {
    expect(renderRobots('https://mui.com')).toBe('User-agent: *\nAllow: /\nDisallow: /playground/\n\nSitemap: https://mui.com/sitemap.xml\n');
  });
});
