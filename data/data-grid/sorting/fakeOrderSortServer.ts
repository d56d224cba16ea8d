import type { GridSortModel } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

type SortableField = 'number' | 'customer' | 'country' | 'total' | 'orderedOn';

function compare(a: Order, b: Order, field: SortableField): number {
  const left = a[field];
  const right = b[field];
  if (left instanceof Date && right instanceof Date) {
    return left.getTime() - right.getTime();
  }
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  return String(left).localeCompare(String(right));
}

/**
 * Stands in for a server: sorts the whole order table by the model it receives, the way an
 * `ORDER BY` would, and answers after a delay you can see.
 */
export function fetchSortedOrders(sortModel: GridSortModel): Promise<Order[]> {
  const sorted = [...orders].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      if (!sort) continue;
      const result = compare(a, b, field as SortableField);
      if (result !== 0) return sort === 'asc' ? result : -result;
    }
    return a.id - b.id;
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(sorted), 700);
  });
}
