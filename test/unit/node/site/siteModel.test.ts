import { site, type SiteModel } from '../../../../data/site';
import { earlierMajors } from '../../../../data/versionHistory';
import { checkedSite } from '../../../../src/node/site/siteSchema';
import { API_FOLDERS } from '../../../../src/node/api/reference';
import { apiManifest } from '../../../../src/shared/site/apiPageLists';

const [grid, ...others] = site.products;
/** The model with `change` made to it, as an author might get it wrong. */
const withChange = (change: Partial<SiteModel>): SiteModel => ({ ...site, ...change });
const problemsOf = (model: SiteModel) => {
  try {
    checkedSite(model);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the site model', () => {
  it('is valid as written', () => {
    expect(checkedSite(site)).toBe(site);
  });

  it.each([
    ['an origin with a path', withChange({ origin: 'https://mui.com/x' }), /origin: an origin/],
    ['an origin of another scheme', withChange({ origin: 'ftp://mui.com' }), /origin:/],
    ['a title suffix without its leading space', withChange({ titleSuffix: '- MUI X' }), /titleSuffix: a space/],
    ['two products with one route segment', withChange({ products: [grid, { ...others[0], routeSegment: grid.routeSegment }] }), /product routeSegments repeated: react-data-grid/],
    ['a package outside @mui/x-', withChange({ products: [{ ...grid, packages: ['left-pad'] }] }), /products\.0\.packages\.0: an @mui\/x- package/],
    ['an API page listed twice', withChange({ products: [{ ...grid, api: { components: ['DataGrid', 'DataGrid'], interfaces: [] } }] }), /data-grid API pages repeated: DataGrid/],
    ['an API name that is not PascalCase', withChange({ products: [{ ...grid, api: { components: ['dataGrid'], interfaces: [] } }] }), /products\.0\.api\.components\.0/],
    ['an earlier major the history does not have', withChange({ suite: { ...site.suite, previousVersions: ['v3' as 'v7'] } }), /suite\.previousVersions\.0: an earlier major/],
  ])('rejects %s, saying where', (_what, model, message) => {
    expect(problemsOf(model)).toMatch(message);
  });

  it('rejects an earlier major without an origin, saying where', () => {
    expect(() => checkedSite(site, { ...earlierMajors, v7: { text: 'v7', origin: '' } })).toThrow(/data\/versionHistory\.ts v7\.origin/);
  });

  it('gives the API generator each folder, its packages and its pages, and the drawer the same pages with their plans', () => {
    for (const product of site.products) {
      const folder = API_FOLDERS.find((candidate) => candidate.folder === product.apiFolder)!;
      expect(folder.packages).toEqual(product.packages);
      expect(apiManifest[product.apiFolder].components.map((entry) => entry.name)).toEqual(folder.components);
      expect(apiManifest[product.apiFolder].interfaces.map((entry) => entry.name)).toEqual(folder.interfaces);
    }
    expect(apiManifest['data-grid'].components.find((entry) => entry.name === 'DataGridPro')).toEqual({ name: 'DataGridPro', plan: 'pro' });
    expect(apiManifest['data-grid'].components.find((entry) => entry.name === 'DataGrid')).toEqual({ name: 'DataGrid' });
  });
});
