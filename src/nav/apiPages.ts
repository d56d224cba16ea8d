import type { MuiPage, Plan } from './types';

export interface ApiEntry {
  /** Component or interface name, PascalCase: `DataGridPro`. */
  name: string;
  plan?: Plan;
}

/** `DataGridPro` → `data-grid-pro`, `ChartsXAxis` → `charts-x-axis`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * API nav leaves for a package folder. Titles are left out on purpose: the §1.1 rule PascalCases
 * the last segment under `/api/`, which gives the component name back.
 */
export function toApiPages(folder: string, entries: readonly ApiEntry[]): MuiPage[] {
  return entries.map(({ name, plan }) => ({
    pathname: `/x/api/${folder}/${kebabCase(name)}`,
    ...(plan ? { plan } : {}),
  }));
}
