import {
  productLocations,
  productOfApiFolder,
  productOfContentFolder,
  productOfRouteSegment,
  productRoot,
  products,
  productWithId,
} from '../../../../src/shared/site/products';
import { markdownPathForRoute, routeForMarkdownPath } from '../../../../src/node/markdown/contentPath';
import { apiSection } from '../../../../src/node/markdown/pageSource';
import { getProductInfoFromUrl } from '../../../../src/shared/nav/productInfo';

describe('the product tables of the site model', () => {
  it.each(productLocations.map((location) => [location.id, location] as const))('find %s back from each of its keys', (_id, location) => {
    expect(productWithId(location.id)).toBe(location);
    expect(productOfRouteSegment(location.routeSegment)).toBe(location);
    expect(productOfContentFolder(location.contentFolder)).toBe(location);
    expect(productOfApiFolder(location.apiFolder)).toBe(location);
  });

  it.each(productLocations.map((location) => [location.id, location] as const))('place %s in routes, content and API links', (id, location) => {
    const root = `/x/${location.routeSegment}`;
    expect(productRoot(id)).toBe(root);
    expect(products.find((product) => product.id === id)?.root).toBe(root);
    expect(getProductInfoFromUrl(`${root}/some-page/`).productId).toBe(id);
    expect(getProductInfoFromUrl(`/x/api/${location.apiFolder}/some-component/`).productId).toBe(id);

    const file = markdownPathForRoute(`${root}/some-page`);
    expect(file).toBe(`data/${location.contentFolder}/some-page/some-page.md`);
    expect(routeForMarkdownPath(file)).toBe(`${root}/some-page`);
    expect(routeForMarkdownPath(markdownPathForRoute(root))).toBe(root);

    expect(apiSection({ productId: id, components: ['SomeComponent'] })).toContain(`(/x/api/${location.apiFolder}/some-component/)`);
  });

  it('leave the shared pages to no product, their route segment being their folder', () => {
    for (const segment of ['introduction', 'common-concepts', 'migration']) {
      expect(productOfRouteSegment(segment)).toBeUndefined();
      expect(getProductInfoFromUrl(`/x/${segment}/some-page/`).productId).toBe('null');
      expect(markdownPathForRoute(`/x/${segment}/some-page`)).toBe(`data/${segment}/some-page/some-page.md`);
      expect(routeForMarkdownPath(`data/${segment}/some-page/some-page.md`)).toBe(`/x/${segment}/some-page`);
    }
    expect(apiSection({ productId: 'introduction', components: ['SomeComponent'] })).toBe('');
  });

  it('find nothing for names an object would inherit', () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect(productWithId(name)).toBeUndefined();
      expect(productOfRouteSegment(name)).toBeUndefined();
      expect(productOfContentFolder(name)).toBeUndefined();
      expect(productOfApiFolder(name)).toBeUndefined();
    }
    expect(getProductInfoFromUrl('/x/api/constructor/')).toEqual({ productId: 'null', productCategoryId: 'x' });
  });
});
