import { apiRoute } from '../../../../../src/shared/nav/apiRoutes';
import { exportedRoutes } from '../../../../../src/shared/nav/siteNav';
import { apiManifest } from '../../../../../src/shared/site/apiPageLists';
import { ogImagePath, ogImageUrl } from '../../../../../src/shared/seo/ogImage/ogImageUrl';
import { pageMetaFromHtml } from '../../../../../src/node/seo/pageMeta';

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
    // Among them, one for each API page of the site model.
    const apiPages = Object.entries(apiManifest).flatMap(([folder, { components, interfaces }]) => [...components, ...interfaces].map((entry) => apiRoute(folder, entry.name)));
    expect(paths).toEqual(expect.arrayContaining(apiPages.map(ogImagePath)));
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
