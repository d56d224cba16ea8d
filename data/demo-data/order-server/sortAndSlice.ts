/**
 * The server's ORDER BY and LIMIT: rows of any kind sorted by the grid's sort model, and the
 * `start`/`end` window of the grid's `getRows` params.
 */
import type { SortModel } from './orderApi';

function comparable(value: unknown): string | number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return String(value ?? '').toLowerCase();
}

export function sortRows<R>(rows: R[], sortModel?: SortModel): R[] {
  if (!sortModel || sortModel.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const left = comparable((a as Record<string, unknown>)[field]);
      const right = comparable((b as Record<string, unknown>)[field]);
      if (left < right) return sort === 'desc' ? 1 : -1;
      if (left > right) return sort === 'desc' ? -1 : 1;
    }
    return 0;
  });
}

/** `start` and `end` are inclusive; a `start` that is not a number (a cursor) starts at the top. */
export function sliceRows<R>(rows: R[], start?: number | string, end?: number): R[] {
  const first = typeof start === 'number' ? start : 0;
  return end == null ? rows.slice(first) : rows.slice(first, end + 1);
}
