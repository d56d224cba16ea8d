/**
 * The API pages of each product, as the drawer and the API index pages list them, derived from the
 * site model (data/site.ts): authored names, so the nav needs nothing generated. `npm run
 * generate` checks these names and plans against the packages' exports (src/node/api/generateApi.ts).
 */
import { site, type ApiEntrySpec } from '../../../data/site';
import type { ApiManifest, ApiManifestEntry } from '../api/apiTypes';

const entryOf = (spec: ApiEntrySpec): ApiManifestEntry => (typeof spec === 'string' ? { name: spec } : { name: spec.name, plan: spec.plan });

/** Per API folder (`data-grid`), its component and interface pages in the drawer's order. */
export const apiManifest: ApiManifest = Object.fromEntries(
  site.products.map((product) => [
    product.apiFolder,
    {
      components: product.api.components.map(entryOf),
      // As in the reference, interface entries carry no plan badge in the nav; their pages do.
      interfaces: product.api.interfaces.map((name) => ({ name })),
    },
  ]),
);

export const dataGridComponents = apiManifest['data-grid'].components;
export const dataGridInterfaces = apiManifest['data-grid'].interfaces;
export const datePickersComponents = apiManifest['date-pickers'].components;
export const chartsComponents = apiManifest.charts.components;
export const chartsInterfaces = apiManifest.charts.interfaces;
export const treeViewComponents = apiManifest['tree-view'].components;
