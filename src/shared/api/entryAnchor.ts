/** Anchor of an entry: `data-grid-prop-rows`, `grid-col-def-prop-field`, `date-picker-slot-day`. */
export function entryAnchor(pageKebab: string, kind: 'prop' | 'slot' | 'classes', name: string): string {
  return `${pageKebab}-${kind}-${name}`;
}
