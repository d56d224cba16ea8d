import type { GridPaginationModel } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

export const TOTAL_FLIGHTS = flights.length;

/** Stands in for a server: answers one page of flights after a short delay. */
export function fetchFlights({ page, pageSize }: GridPaginationModel): Promise<Flight[]> {
  const start = page * pageSize;
  const rows = flights.slice(start, start + pageSize);
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), 300);
  });
}
