import { round, seededRandom } from './random';

/** One trading day of one share, prices in US dollars. */
export interface StockPrice {
  /** The trading day (see `day`). */
  date: Date;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Fictional tickers: a steady utility, a growing software company, a volatile miner. */
export const tickers = ['GRDX', 'NBLA', 'ORIC'] as const;
export type Ticker = (typeof tickers)[number];

const PROFILES: Record<
  Ticker,
  { start: number; drift: number; swing: number; seed: number }
> = {
  GRDX: { start: 48, drift: 0.0004, swing: 0.008, seed: 11 },
  NBLA: { start: 132, drift: 0.002, swing: 0.02, seed: 23 },
  ORIC: { start: 21, drift: -0.0005, swing: 0.04, seed: 37 },
};

/** Weekdays from Monday 6 January 2025 (holidays ignored). */
function tradingDays(count: number): Date[] {
  const days: Date[] = [];
  for (
    let time = Date.UTC(2025, 0, 6, 12);
    days.length < count;
    time += 86_400_000
  ) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(time));
  }
  return days;
}

function series(ticker: Ticker, days: readonly Date[]): StockPrice[] {
  const { start, drift, swing, seed } = PROFILES[ticker];
  const random = seededRandom(seed);
  let close = start;
  return days.map((date) => {
    const open = close;
    close = Math.max(1, open * (1 + drift + (random() - 0.5) * 2 * swing));
    const high = Math.max(open, close) * (1 + random() * swing * 0.5);
    const low = Math.min(open, close) * (1 - random() * swing * 0.5);
    return {
      date,
      open: round(open),
      high: round(high),
      low: round(low),
      close: round(close),
      volume: Math.round(200_000 + random() * 1_800_000),
    };
  });
}

const days = tradingDays(60);

/** 60 trading days (January to March 2025) of daily prices for each ticker. */
export const stockPrices: Readonly<Record<Ticker, readonly StockPrice[]>> = {
  GRDX: series('GRDX', days),
  NBLA: series('NBLA', days),
  ORIC: series('ORIC', days),
};
