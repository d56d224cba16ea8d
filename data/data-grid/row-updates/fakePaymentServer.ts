import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { round, seededRandom } from '@docs/demo-data';

export interface Payment {
  id: number;
  /** `PAY-004213` */
  reference: string;
  merchant: string;
  method: 'Visa' | 'Mastercard' | 'Amex' | 'SEPA transfer';
  /** In euros. */
  amount: number;
  /** An instant in UTC. */
  time: Date;
}

const MERCHANTS = [
  'Corner Bakery',
  'Metro Fuel',
  'Bookshelf & Co.',
  'City Pharmacy',
  'Green Basket Market',
  'Velo Repair Shop',
  'Harbor Cinema',
  'Pixel Print Studio',
];
const METHODS: Payment['method'][] = ['Visa', 'Mastercard', 'Amex', 'SEPA transfer'];

const TOTAL = 480;
const random = seededRandom(4213);
const newest = Date.UTC(2025, 6, 1, 18, 0);

/** The whole table, newest payment first: 480 card payments of a small-business account. */
const payments: Payment[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: TOTAL - index,
  reference: `PAY-${String(TOTAL - index).padStart(6, '0')}`,
  merchant: MERCHANTS[Math.floor(random() * MERCHANTS.length)],
  method: METHODS[Math.floor(random() * METHODS.length)],
  amount: round(3 + random() * 240),
  time: new Date(newest - index * 17 * 60_000),
}));

/**
 * Stands in for `GET /payments?offset=…&limit=…`: answers one block after 600 ms. It does not
 * say how many payments there are until the block it returns is the last one, like a feed API
 * that only knows whether there is a next page.
 */
export function fetchPaymentBlock(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const start = Number(params.start);
  const end = params.end;
  const rows = payments.slice(start, end + 1);
  const isLastBlock = end + 1 >= TOTAL;
  return new Promise((resolve) => {
    setTimeout(() => resolve(isLastBlock ? { rows, rowCount: TOTAL } : { rows }), 600);
  });
}
