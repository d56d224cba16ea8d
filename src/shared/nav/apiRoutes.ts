import type { ApiManifestEntry } from '../api/apiTypes';
import type { MuiPage } from './navTypes';
import type { ProductLocation } from '../site/products';

/** `DataGridPro` → `data-grid-pro`, `ChartsXAxis` → `charts-x-axis`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The route of an API page, as the nav writes it: `/x/api/data-grid/grid-col-def`. */
export function apiRoute(folder: string, name: string): string {
  return `/x/api/${folder}/${kebabCase(name)}`;
}

/**
 * API nav leaves for a package folder. Titles are left out where they can be: the title rule of
 * pageTitle.ts PascalCases the last segment under `/api/`, which gives a component's name back,
 * but not an object's (`gridClasses`).
 */
export function toApiPages(folder: ProductLocation['apiFolder'], entries: readonly ApiManifestEntry[]): MuiPage[] {
  return entries.map(({ name, plan }) => ({
    pathname: apiRoute(folder, name),
    ...(/^[a-z]/.test(name) ? { title: name } : {}),
    ...(plan ? { plan } : {}),
  }));
}

/** Routes served by `pages/x/api/[...slug].tsx`: the API pages and the API index pages. */
export function isApiRoute(pathname: string): boolean {
  return pathname.startsWith('/x/api/');
}
