/** Data of the sparkline demos, written out or drawn from seeded generators. */
import { seededRandom, stockPrices, tickers } from '@docs/demo-data';

/** Closing prices of the three demo tickers over 60 trading days, with the days themselves. */
export const closes = tickers.map((ticker) => ({
  ticker,
  dates: stockPrices[ticker].map((price) => price.date),
  values: stockPrices[ticker].map((price) => price.close),
}));

/** Median API latency (ms) of a service, one value per hour over a day. */
export const latencyByHour = [
  182, 176, 171, 169, 168, 172, 189, 214, 243, 262, 270, 266, 259, 261, 268, 274, 266, 251, 233,
  219, 207, 198, 190, 185,
];

/** Daily visits of a web shop over four weeks, starting Monday 3 March 2025. */
export const visitsStart = Date.UTC(2025, 2, 3, 12);
export const dailyVisits = (() => {
  const random = seededRandom(77);
  return Array.from({ length: 28 }, (_, index) => {
    const weekday = index % 7;
    const weekend = weekday >= 5 ? 0.72 : 1;
    return Math.round((3200 + index * 28) * weekend + (random() - 0.5) * 420);
  });
})();
export const visitDates = dailyVisits.map((_, index) => new Date(visitsStart + index * 86_400_000));

/** Monthly mean temperature (°C), January to December. */
export const monthlyTemperatures = [
  { city: 'Helsinki', values: [-4.2, -4.8, -1.3, 4.2, 10.3, 14.9, 18.0, 16.4, 11.6, 6.3, 1.6, -1.9] },
  { city: 'Lisbon', values: [11.6, 12.6, 14.9, 16.3, 18.7, 21.9, 23.9, 24.2, 22.6, 19.4, 15.2, 12.7] },
  { city: 'Dubai', values: [19.7, 20.9, 23.6, 27.8, 32.0, 34.1, 36.1, 36.3, 33.8, 30.0, 25.2, 21.3] },
];
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Key figures of a SaaS dashboard, last 12 weeks. */
export const kpis = [
  { name: 'Sign-ups', unit: '', values: [212, 230, 224, 251, 263, 259, 281, 294, 288, 305, 318, 331] },
  { name: 'Churned accounts', unit: '', values: [41, 39, 44, 38, 36, 37, 33, 35, 31, 30, 29, 27] },
  { name: 'Support backlog', unit: '', values: [58, 61, 66, 64, 71, 75, 73, 80, 84, 83, 89, 94] },
  { name: 'Weekly revenue', unit: 'k$', values: [84, 86, 85, 88, 91, 90, 93, 92, 95, 97, 96, 99] },
];
