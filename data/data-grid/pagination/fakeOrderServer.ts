import type { GridPaginationModel } from '@mui/x-data-grid';

export interface Order {
  id: number;
  customer: string;
  total: number;
}

export const TOTAL_ORDERS = 500;

const CUSTOMERS = ['Aster & Co', 'Birchwood', 'Cobalt Labs', 'Dune Studio', 'Ember Foods'];

/** Stands in for a server: answers one page of orders after a short delay. */
export function fetchOrders({ page, pageSize }: GridPaginationModel): Promise<Order[]> {
  const start = page * pageSize;
  const orders = Array.from({ length: Math.min(pageSize, TOTAL_ORDERS - start) }, (_, index) => {
    const id = start + index + 1;
    return { id, customer: CUSTOMERS[id % CUSTOMERS.length], total: ((id * 53) % 900) + 20 };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(orders), 300);
  });
}
