import { drawerTreeFor, productOfGroup } from '../../../../src/shared/nav/drawerScope';
import { collectLeaves } from '../../../../src/shared/nav/routes';
import { navTree } from '../../../../src/shared/nav/siteNav';
import type { MuiPage } from '../../../../src/shared/nav/navTypes';

const grid: MuiPage = {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/x/react-data-grid', title: 'Overview' },
    { pathname: '/x/api/data-grid-group', title: 'API', children: [{ pathname: '/x/api/data-grid/data-grid' }] },
  ],
};
const charts: MuiPage = { pathname: '/x/react-charts-group', title: 'Charts', plan: 'pro', children: [{ pathname: '/x/react-charts/bars', title: 'Bars' }] };
const migration: MuiPage = {
  pathname: '/x/migration',
  title: 'Migration',
  children: [{ pathname: '/x/migration/migration-data-grid-v7' }, { pathname: '/x/migration/migration-charts-v7' }],
};
const mixed: MuiPage = { pathname: '/x/mixed', title: 'Mixed', children: [{ pathname: '/x/react-data-grid/sorting' }, { pathname: '/x/react-charts/axis' }] };
const whatsNew: MuiPage = { pathname: 'https://mui.com/x/whats-new/', title: "What's new" };

describe('productOfGroup', () => {
  it('names the one product every page of a group belongs to, API pages included', () => {
    expect(productOfGroup(grid)).toBe('x-data-grid');
    expect(productOfGroup(charts)).toBe('x-charts');
  });

  it('is null for a group of no product, of several, and for a page', () => {
    expect(productOfGroup(migration)).toBeNull();
    expect(productOfGroup(mixed)).toBeNull();
    expect(productOfGroup(whatsNew)).toBeNull();
    expect(productOfGroup({ pathname: '/x/react-data-grid/sorting' })).toBeNull();
  });
});

describe('drawerTreeFor', () => {
  const tree = [whatsNew, grid, charts, migration, mixed];

  it("keeps the page's product whole and makes each other product one link to its first page", () => {
    expect(drawerTreeFor(tree, 'x-data-grid')).toEqual([whatsNew, grid, { pathname: '/x/react-charts/bars', title: 'Charts', productLink: true, plan: 'pro' }, migration, mixed]);
  });

  it('makes every product a link on a page of none', () => {
    expect(drawerTreeFor(tree, 'null').map((node) => node.children?.length ?? 0)).toEqual([0, 0, 0, 2, 2]);
  });

  it('on the real tree, a grid page carries no page of another product, and a link to each', () => {
    const scoped = drawerTreeFor(navTree, 'x-data-grid');
    const paths = collectLeaves(scoped).map((page) => page.pathname);
    expect(paths.filter((path) => /^\/x\/(react-charts|api\/charts)(\/|$)/.test(path))).toEqual(['/x/react-charts']);
    expect(paths).toContain('/x/react-data-grid/sorting');
    expect(collectLeaves(scoped).length).toBeLessThan(collectLeaves(navTree).length / 2);
  });
});
