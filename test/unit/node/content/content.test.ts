import path from 'node:path';
import { contentStatus } from '../../../../src/node/content/contentStatus';
import { loadPage } from '../../../../src/node/markdown/loadPage';
import { exportedRoutes } from '../../../../src/shared/nav/siteNav';

const routeSet = new Set(exportedRoutes);
const routeExists = (pathname: string) => routeSet.has(pathname);

describe('the docs content', () => {
  const status = contentStatus(exportedRoutes);

  it('has no markdown file outside the route layout', () => {
    expect(status.orphans).toEqual([]);
  });

  it('has the introduction and common-concepts pages written', () => {
    expect(status.written).toEqual(
      expect.arrayContaining([
        '/x/introduction',
        '/x/introduction/installation',
        '/x/introduction/licensing',
        '/x/introduction/support',
        '/x/introduction/roadmap',
        '/x/common-concepts/custom-components',
      ]),
    );
    expect(status.written.length + status.missing.length + status.generated.length).toBe(exportedRoutes.length);
  });

  it.each(status.written)('%s parses without a build error and has a real table of contents', (route) => {
    const page = loadPage(route, routeExists);
    expect(page.status).toBe('written');
    if (page.status !== 'written') return;
    expect(page.content.title.length).toBeLessThan(70);
    expect(page.content.description.length).toBeLessThan(170);
    expect(page.content.toc.length).toBeGreaterThanOrEqual(3);
  });

  it('reports routes without a file as missing', () => {
    const fixtureRoot = path.join(__dirname, 'no-such-root');
    expect(loadPage('/x/introduction', routeExists, fixtureRoot)).toEqual({
      status: 'missing',
      markdownPath: 'data/introduction/overview/overview.md',
    });
    expect(contentStatus(['/x/introduction'], fixtureRoot)).toEqual({ written: [], generated: [], missing: ['/x/introduction'], orphans: [] });
    // API pages are drawn from the typings: never missing, whatever the markdown folder holds.
    expect(contentStatus(['/x/api/data-grid/data-grid'], fixtureRoot)).toEqual({
      written: [],
      generated: ['/x/api/data-grid/data-grid'],
      missing: [],
      orphans: [],
    });
  });
});
