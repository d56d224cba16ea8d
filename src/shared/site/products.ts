/**
 * The product tables the site reads, derived from the site model (data/site.ts): the lookups from
 * a route segment, a content folder or an API folder to the product that owns it, and each
 * product's entry in the version menu. Pages every product shares (`/x/introduction/…`,
 * `/x/common-concepts/…`, `/x/migration/…`) belong to none: their route segment is their folder.
 */
import { site } from '../../../data/site';
import type { EarlierMajor } from '../../../data/versionHistory';

export type ProductLocation = (typeof site.products)[number];
export type XProductId = ProductLocation['id'];

export const productLocations: readonly ProductLocation[] = site.products;

type LocationKey = 'id' | 'routeSegment' | 'contentFolder' | 'apiFolder';

// Maps, not objects: a segment read from a URL such as `constructor` must not find a prototype member.
function indexBy(key: LocationKey): ReadonlyMap<string, ProductLocation> {
  return new Map(productLocations.map((product) => [product[key], product]));
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

/** What the version menu and the drawer's header show for a product, or for the suite (`default`). */
export interface ProductSpec {
  id: XProductId | 'default';
  /** The suite's name above a product's name; empty for the suite itself. */
  metadata: string;
  name: string;
  /** Landing page of the product on this site. */
  root: string;
  /** Its earlier majors (data/versionHistory.ts). */
  previousVersions: readonly EarlierMajor[];
}

export const products: readonly ProductSpec[] = [
  { id: 'default', metadata: '', name: site.suite.name, root: site.suite.root, previousVersions: site.suite.previousVersions },
  ...productLocations.map((product) => ({
    id: product.id,
    metadata: site.suite.name,
    name: product.name,
    root: productRoot(product.id),
    previousVersions: product.previousVersions,
  })),
];

/** The entry of `productId`, or the suite's for a page no product owns. */
export function findProduct(entries: readonly ProductSpec[], productId: string): ProductSpec {
  const product =
    entries.find((candidate) => candidate.id === productId) ??
    entries.find((candidate) => candidate.id === 'default');
  if (!product) throw new Error('The product list has no default entry');
  return product;
}
