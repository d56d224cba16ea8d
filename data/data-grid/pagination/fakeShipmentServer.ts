import type { GridPaginationModel } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  carrier: string;
  weightKg: number;
}

export interface ShipmentPage {
  rows: Shipment[];
  /** The server only knows whether more shipments follow, not how many. */
  hasNextPage: boolean;
}

// Hidden from the grid: the client never learns this number until it reaches the last page.
const SHIPMENTS_IN_DATABASE = 137;

const CITIES = ['Lyon', 'Porto', 'Gdańsk', 'Tampere', 'Graz', 'Ghent', 'Bilbao'];
const CARRIERS = ['Northwind', 'Parcelo', 'RailFreight', 'SkyCargo'];

/** Stands in for a server that answers one page of shipments after a delay. */
export function fetchShipments({ page, pageSize }: GridPaginationModel): Promise<ShipmentPage> {
  const start = page * pageSize;
  const end = Math.min(start + pageSize, SHIPMENTS_IN_DATABASE);
  const rows = Array.from({ length: Math.max(0, end - start) }, (_, index) => {
    const id = start + index + 1;
    return {
      id,
      tracking: `SHP-${String(88000 + id * 17)}`,
      destination: CITIES[id % CITIES.length],
      carrier: CARRIERS[(id * 3) % CARRIERS.length],
      weightKg: ((id * 29) % 480) / 10 + 0.5,
    };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, hasNextPage: end < SHIPMENTS_IN_DATABASE }), 700);
  });
}
