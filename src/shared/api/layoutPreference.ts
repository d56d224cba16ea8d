/** How an API section lists its entries. */
export type ApiLayout = 'table' | 'expanded' | 'collapsed';

export const API_LAYOUTS: readonly ApiLayout[] = ['table', 'expanded', 'collapsed'];

export type ApiSectionKind = 'props' | 'slots' | 'classes';

/**
 * The localStorage key and default of a section's layout, as on the reference site: Data Grid
 * pages (and chart interface pages) use their own keys and open expanded, others as a table.
 */
export function layoutSetting(section: ApiSectionKind, expandedByDefault: boolean): { key: string; fallback: ApiLayout } {
  return expandedByDefault
    ? { key: `dataGrid_apiPage_${section}`, fallback: 'expanded' }
    : { key: `apiPage_${section}`, fallback: 'table' };
}

/** A stored value, if it names a layout; anything else (old or edited values) is ignored. */
export function parseLayout(value: string | null): ApiLayout | null {
  if (value === null) return null;
  const bare = value.replace(/^"|"$/g, '');
  return (API_LAYOUTS as readonly string[]).includes(bare) ? (bare as ApiLayout) : null;
}
