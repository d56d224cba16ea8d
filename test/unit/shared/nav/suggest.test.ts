import { suggestRoutes } from '../../../../src/shared/nav/suggest';
import { exportedRoutes } from '../../../../src/shared/nav/siteNav';

describe('404 suggestions', () => {
  it('finds the page a typo meant', () => {
    expect(suggestRoutes('/x/react-data-grid/column-pinnin/', exportedRoutes)[0]).toBe('/x/react-data-grid/column-pinning');
    expect(suggestRoutes('/x/react-data-grid/sortng/', exportedRoutes)[0]).toBe('/x/react-data-grid/sorting');
    expect(suggestRoutes('/x/react-charts/lines/', exportedRoutes)).toContain('/x/react-charts/lines');
  });

  it('suggests nothing for a path without words', () => {
    expect(suggestRoutes('/', exportedRoutes)).toEqual([]);
  });
});
