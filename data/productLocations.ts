// Where each product lives: its id, the segment of its guide routes (`/x/react-data-grid/…`), the
// folder of its Markdown under data/ and the folder of its API pages (`/x/api/data-grid/…`). The
// nav, the content paths and the API section of a page derive their tables from this list, so a
// product is added or renamed here only. Pages every product shares (`/x/introduction/…`,
// `/x/common-concepts/…`, `/x/migration/…`) belong to none: their route segment is their folder.
// It imports nothing, so src/nav and src/markdown can read it while data/products.ts, which
// imports a type from src/nav, builds on it without a cycle.

interface LocationFields {
  id: string;
  routeSegment: string;
  contentFolder: string;
  apiFolder: string;
}

export const productLocations = [
  { id: 'x-data-grid', routeSegment: 'react-data-grid', contentFolder: 'data-grid', apiFolder: 'data-grid' },
  { id: 'x-date-pickers', routeSegment: 'react-date-pickers', contentFolder: 'date-pickers', apiFolder: 'date-pickers' },
  { id: 'x-charts', routeSegment: 'react-charts', contentFolder: 'charts', apiFolder: 'charts' },
  // The reference site forgot this API folder, leaving tree-view API pages without a product.
  { id: 'x-tree-view', routeSegment: 'react-tree-view', contentFolder: 'tree-view', apiFolder: 'tree-view' },
] as const satisfies readonly LocationFields[];

export type ProductLocation = (typeof productLocations)[number];
export type XProductId = ProductLocation['id'];

// Maps, not objects: a segment read from a URL such as `constructor` must not find a prototype member.
function indexBy(key: keyof LocationFields): ReadonlyMap<string, ProductLocation> {
  const index = new Map<string, ProductLocation>();
  for (const product of productLocations) index.set(product[key], product);
  return index;
}

const byId = indexBy('id');
const byRouteSegment = indexBy('routeSegment');
const byContentFolder = indexBy('contentFolder');
const byApiFolder = indexBy('apiFolder');

/** The product a front matter's `productId` names, if any. */
export const productWithId = (id: string): ProductLocation | undefined => byId.get(id);

/** `react-data-grid` → the Data Grid; a shared segment such as `introduction` → none. */
export const productOfRouteSegment = (segment: string): ProductLocation | undefined => byRouteSegment.get(segment);

/** `data-grid` (under data/) → the Data Grid. */
export const productOfContentFolder = (folder: string): ProductLocation | undefined => byContentFolder.get(folder);

/** `data-grid` (under /x/api/) → the Data Grid. */
export const productOfApiFolder = (folder: string): ProductLocation | undefined => byApiFolder.get(folder);

/** The landing page of a product: `/x/react-data-grid`. */
export function productRoot(id: XProductId): string {
  const product = byId.get(id);
  if (!product) throw new Error(`No location for the product ${id}`);
  return `/x/${product.routeSegment}`;
}
