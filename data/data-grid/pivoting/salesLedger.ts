import { addDays, day, round, seededRandom } from '@docs/demo-data';

export type SalesRegion = 'North America' | 'Europe' | 'Asia Pacific' | 'Latin America';
export type SalesChannel = 'Online' | 'Retail' | 'Partner';
export type ProductLine = 'Laptops' | 'Monitors' | 'Accessories';

/** One invoiced sale of a hardware maker; 2024 and 2025, one row per deal. */
export interface SaleRecord {
  id: number;
  /** Calendar day the deal closed (see `day`). */
  closedOn: Date;
  region: SalesRegion;
  channel: SalesChannel;
  productLine: ProductLine;
  units: number;
  /** US dollars. */
  revenue: number;
}

const REGIONS: Array<[SalesRegion, number]> = [
  ['North America', 1.4],
  ['Europe', 1.1],
  ['Asia Pacific', 0.9],
  ['Latin America', 0.5],
];
const CHANNELS: SalesChannel[] = ['Online', 'Online', 'Retail', 'Partner'];
const LINES: Array<[ProductLine, number]> = [
  ['Laptops', 1150],
  ['Monitors', 320],
  ['Accessories', 45],
];

const random = seededRandom(2024_11);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const firstDay = day('2024-01-02');

/** 192 deals spread evenly over the 8 quarters of 2024 and 2025. */
export const salesLedger: SaleRecord[] = Array.from({ length: 192 }, (_, index) => {
  const [region, weight] = pick(REGIONS);
  const [productLine, price] = pick(LINES);
  const units = Math.max(1, Math.round((2 + random() * 30) * weight * (productLine === 'Accessories' ? 4 : 1)));
  return {
    id: index + 1,
    closedOn: addDays(firstDay, Math.floor(index * 3.8)),
    region,
    channel: pick(CHANNELS),
    productLine,
    units,
    revenue: round(units * price * (0.85 + random() * 0.3), 0),
  };
});
