import { pageMetaFromHtml } from '../../../../src/node/seo/pageMeta';
import { renderLlmsTxt, renderRobots, renderSitemap, type IndexedPage } from '../../../../src/node/seo/siteFiles';

const page = (url: string, title: string, description: string, group: string | null, markdownUrl: string | null = null): IndexedPage => ({
  url,
  title,
  description,
  group,
  markdownUrl,
});

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

describe('sitemap, robots and llms.txt', () => {
  const pages = [
    page('https://mui.com/x/introduction/', 'Overview', 'What MUI X is.', 'Introduction', 'https://mui.com/x/introduction.md'),
    page('https://mui.com/x/whats-new/', "What's new", '', null, 'https://mui.com/x/whats-new.md'),
    page('https://mui.com/x/react-data-grid/?a=1&b=2', 'Data Grid - Overview', 'A fast\n  table.', 'Data Grid', 'https://mui.com/x/react-data-grid.md'),
    page('https://mui.com/x/react-data-grid/sorting/', 'Data Grid - Sorting', 'Not written yet.', 'Data Grid'),
    page('https://mui.com/x/introduction/licensing/', 'Licensing [plans]', 'Plans.', 'Introduction', 'https://mui.com/x/introduction/licensing.md'),
    page('https://mui.com/x/react-charts/', 'Charts', 'Not written yet.', 'Charts'),
  ];

  it('lists every page once, in the given order, escaped', () => {
    const xml = renderSitemap(pages);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://mui.com/x/introduction/',
      'https://mui.com/x/whats-new/',
      'https://mui.com/x/react-data-grid/?a=1&amp;b=2',
      'https://mui.com/x/react-data-grid/sorting/',
      'https://mui.com/x/introduction/licensing/',
      'https://mui.com/x/react-charts/',
    ]);
  });

  it('lets crawlers in, keeps them out of the playground and names the sitemap', () => {
    expect(renderRobots('https://mui.com')).toBe('User-agent: *\nAllow: /\nDisallow: /playground/\n\nSitemap: https://mui.com/sitemap.xml\n');
  });

  it('links each page to its Markdown twin, grouped by nav group in first-seen order, pages outside the drawer last; pages without a twin are left out', () => {
    expect(renderLlmsTxt('MUI X', 'Advanced\ncomponents.', pages)).toBe(
      [
        '# MUI X',
        '',
        '> Advanced components.',
        '',
        '## Introduction',
        '',
        '- [Overview](https://mui.com/x/introduction.md): What MUI X is.',
        '- [Licensing \\[plans\\]](https://mui.com/x/introduction/licensing.md): Plans.',
        '',
        '## Data Grid',
        '',
        '- [Data Grid - Overview](https://mui.com/x/react-data-grid.md): A fast table.',
        '',
        '## Other pages',
        '',
        "- [What's new](https://mui.com/x/whats-new.md)",
        '',
      ].join('\n'),
    );
  });
});
