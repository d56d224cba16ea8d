/**
 * The orders the server holds, with the lines and bundle parts behind them, generated from a
 * seed so every visit shows the same data.
 */
import { PRODUCTS } from '../orders';
import { addDays, day, round, seededRandom } from '../random';
import type { OrderRow, OrderStatus, SalesChannel } from './orderApi';

const CUSTOMERS: Array<[string, string]> = [
  ['Harbor Coffee Roasters', 'United States'],
  ['Bean & Barrel', 'United States'],
  ['Nordlicht Outdoor', 'Germany'],
  ['Kaffeehaus Ost', 'Germany'],
  ['Maple & Pine Studio', 'Canada'],
  ['Casa Azul Ceramics', 'Mexico'],
  ['Atelier Lumière', 'France'],
  ['Café des Arts', 'France'],
  ['Sakura Tea House', 'Japan'],
  ['Fjord Knitwear', 'Norway'],
  ['Kiwi Cycle Works', 'New Zealand'],
  ['Savanna Craft Co.', 'Kenya'],
];

/** Bundles are lines with parts of their own; their price is the sum of the parts. */
const BUNDLES: Array<[string, Array<[string, number, number]>]> = [
  [
    'Barista starter kit',
    [
      ['Espresso grinder', 1, 189],
      ['Barista scale', 1, 79],
      ['Milk frother', 1, 55],
    ],
  ],
  [
    'Pour-over gift box',
    [
      ['Pour-over kettle', 1, 64],
      ['Ceramic mug set', 1, 42],
      ['Filter papers (box)', 2, 9],
    ],
  ],
];

const STATUSES: OrderStatus[] = ['Delivered', 'Delivered', 'Shipped', 'Shipped', 'Paid', 'Pending', 'Refunded'];
const CHANNELS: SalesChannel[] = ['Web shop', 'Web shop', 'Marketplace', 'Retail partner'];

export interface StoredLine {
  product: string;
  quantity: number;
  unitPrice: number;
  parts: Array<{ product: string; quantity: number; unitPrice: number }>;
}

export interface StoredOrder extends OrderRow {
  lines: StoredLine[];
}

export function generateOrders(count: number, seed: number): StoredOrder[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const firstDay = day('2024-01-02');
  return Array.from({ length: count }, (_, index) => {
    const [customer, country] = pick(CUSTOMERS);
    const lineCount = 1 + Math.floor(random() * 3);
    const lines: StoredLine[] = [];
    const used = new Set<string>();
    for (let i = 0; i < lineCount; i += 1) {
      if (random() < 0.18) {
        const [product, parts] = pick(BUNDLES);
        if (used.has(product)) continue;
        used.add(product);
        lines.push({
          product,
          quantity: 1,
          unitPrice: parts.reduce((sum, [, quantity, price]) => sum + quantity * price, 0),
          parts: parts.map(([name, quantity, unitPrice]) => ({ product: name, quantity, unitPrice })),
        });
      } else {
        const [product, unitPrice] = pick(PRODUCTS);
        if (used.has(product)) continue;
        used.add(product);
        lines.push({ product, quantity: 1 + Math.floor(random() * 6), unitPrice, parts: [] });
      }
    }
    if (lines.length === 0) {
      lines.push({ product: PRODUCTS[0][0], quantity: 1, unitPrice: PRODUCTS[0][1], parts: [] });
    }
    return {
      id: index + 1,
      number: `SO-${10001 + index}`,
      customer,
      country,
      channel: pick(CHANNELS),
      status: index >= count - 12 ? 'Pending' : pick(STATUSES),
      orderedOn: addDays(firstDay, Math.floor((index * 540) / count)),
      units: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)),
      lines,
    };
  });
}

/** The order as the API sends it, without its lines. */
export function toOrderRow(order: StoredOrder): OrderRow {
  const { id, number, customer, country, channel, status, orderedOn, units, total } = order;
  return { id, number, customer, country, channel, status, orderedOn, units, total };
}
