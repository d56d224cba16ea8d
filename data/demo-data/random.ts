/**
 * A small seeded generator (mulberry32): the same seed gives the same numbers on the server, in
 * the browser and in a sandbox, so a page renders identically everywhere. Never `Math.random`.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number rounded to `digits` decimals, for prices and measurements that print cleanly. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * A calendar day as a Date at 12:00 UTC: the same day in every time zone from UTC−11 to UTC+11,
 * so a date column shows the day written here wherever the reader is.
 */
export function day(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/** `day` moved by a number of days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
