import { addDays, day, round, seededRandom } from './random';

export type OrderStatus = 'Pending' | 'Paid' | 'Shipped' | 'Delivered' | 'Refunded';

export interface Order {
  id: number;
  /** What the customer sees on their receipt: `SO-20431`. */
  number: string;
  customer: string;
  country: string;
  product: string;
  quantity: number;
  /** Price of one unit, in US dollars. */
  unitPrice: number;
  /** `quantity × unitPrice`, in US dollars. */
  total: number;
  status: OrderStatus;
  /** Calendar day of the order (see `day`). */
  orderedOn: Date;
}

const CUSTOMERS: Array<[string, string]> = [
  ['Harbor Coffee Roasters', 'United States'],
  ['Nordlicht Outdoor', 'Germany'],
  ['Maple & Pine Studio', 'Canada'],
  ['Casa Azul Ceramics', 'Mexico'],
  ['Kiwi Cycle Works', 'New Zealand'],
  ['Atelier Lumière', 'France'],
  ['Sakura Tea House', 'Japan'],
  ['Baltic Amber Goods', 'Lithuania'],
  ['Savanna Craft Co.', 'Kenya'],
  ['Fjord Knitwear', 'Norway'],
];

/** What the shop sells, with its unit price; the order server's catalogue too. */
export const PRODUCTS: Array<[string, number]> = [
  ['Espresso grinder', 189],
  ['Pour-over kettle', 64],
  ['Ceramic mug set', 42],
  ['Cold brew bottle', 28],
  ['Travel tumbler', 35],
  ['Barista scale', 79],
  ['Milk frother', 55],
  ['Filter papers (box)', 9],
];

const STATUSES: OrderStatus[] = [
  'Delivered',
  'Delivered',
  'Delivered',
  'Shipped',
  'Shipped',
  'Paid',
  'Pending',
  'Refunded',
];

const random = seededRandom(20250301);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const firstDay = day('2025-03-01');

/** 40 orders of a coffee-equipment shop over March and April 2025, oldest first. */
export const orders: readonly Order[] = Array.from({ length: 40 }, (_, index) => {
  const [customer, country] = pick(CUSTOMERS);
  const [product, unitPrice] = pick(PRODUCTS);
  const quantity = 1 + Math.floor(random() * 12);
  return {
    id: index + 1,
    number: `SO-${20400 + index * 7}`,
    customer,
    country,
    product,
    quantity,
    unitPrice,
    total: round(quantity * unitPrice),
    // Recent orders have not got far yet.
    status: index >= 36 ? 'Pending' : pick(STATUSES),
    orderedOn: addDays(firstDay, Math.floor(index * 1.5)),
  };
});
