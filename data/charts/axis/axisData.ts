/**
 * Data for the axis demos: monthly figures of a small online shop, the daily mean temperature of
 * three cities over 2024, and the monthly active users of an app that grew fast. Every value is
 * computed from fixed numbers, so the page renders the same on the server and in the browser.
 */
import { seededRandom } from '@docs/demo-data';

export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

/** Revenue in US dollars per month of 2024, by sales region. */
export const revenueByRegion = {
  europe: [42_100, 39_800, 45_600, 48_200, 51_900, 55_400, 49_700, 47_300, 53_800, 58_100, 64_900, 78_300],
  americas: [36_500, 35_200, 38_900, 41_700, 44_300, 47_800, 50_200, 48_900, 46_100, 49_600, 57_200, 71_800],
  asia: [18_200, 19_900, 21_400, 22_800, 24_100, 26_700, 27_900, 29_300, 31_200, 33_800, 36_400, 41_500],
};

/** Gross margin in percent per month of 2024. */
export const marginPercent = [31.2, 29.8, 32.5, 33.1, 34.6, 35.2, 30.4, 28.9, 33.7, 36.1, 38.4, 41.2];

/** Orders shipped per month of 2024 (all regions). */
export const ordersShipped = [1_210, 1_140, 1_320, 1_405, 1_512, 1_610, 1_540, 1_490, 1_630, 1_744, 1_968, 2_410];

/** Noon UTC of every day of 2024, so a day is the same day in every time zone. */
export const days2024: Date[] = Array.from(
  { length: 366 },
  (_, index) => new Date(Date.UTC(2024, 0, 1 + index, 12)),
);

function dailyTemperature(mean: number, amplitude: number, coldestDay: number, seed: number) {
  const random = seededRandom(seed);
  let weather = 0;
  return days2024.map((_, index) => {
    const seasonal = -Math.cos(((index - coldestDay) / 366) * 2 * Math.PI) * amplitude;
    // Weather drifts from day to day around the seasonal mean (a seeded random walk).
    weather = weather * 0.8 + (random() - 0.5) * 2.6;
    return Math.round((mean + seasonal + weather) * 10) / 10;
  });
}

/** Daily mean temperature in °C during 2024. */
export const temperatures = {
  oslo: dailyTemperature(6.5, 9.5, 15, 7),
  madrid: dailyTemperature(15.5, 9, 12, 11),
  sydney: dailyTemperature(18.5, -4.5, 15, 19),
};

/** Monthly active users of an app, from its launch in January 2023 to December 2024. */
export const activeUserMonths: Date[] = Array.from(
  { length: 24 },
  (_, index) => new Date(Date.UTC(2023, index, 1, 12)),
);
export const activeUsers = activeUserMonths.map((_, index) =>
  Math.round(320 * 1.47 ** index + 40 * index),
);

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Short month name, read in UTC. */
export const formatMonth = (date: Date) => monthFormat.format(date);
/** Month and year, read in UTC. */
export const formatMonthYear = (date: Date) => monthYearFormat.format(date);
/** A full day, read in UTC. */
export const formatDay = (date: Date) => dayFormat.format(date);
/** Dollars without cents, with a compact form for ticks. */
export const formatDollars = (value: number) => `$${value.toLocaleString('en-US')}`;
export const formatCompactDollars = (value: number) =>
  `$${new Intl.NumberFormat('en-US', { notation: 'compact' }).format(value)}`;

/** Hourly timestamps (UTC) over the three days of a long weekend, 72 points. */
export const weekendHours: Date[] = Array.from(
  { length: 72 },
  (_, index) => new Date(Date.UTC(2024, 4, 10, index)),
);

/** Departures per hour at a regional airport over `weekendHours`: quiet nights, two daily peaks. */
export const departuresPerHour = weekendHours.map((date, index) => {
  const hour = date.getUTCHours();
  if (hour < 5) {
    return 0;
  }
  const morning = Math.exp(-((hour - 8) ** 2) / 6) * 14;
  const evening = Math.exp(-((hour - 18) ** 2) / 8) * 11;
  return Math.round(3 + morning + evening + ((index * 7) % 3));
});

/** Output of a solar farm in watts, sampled every hour of one sunny June day. */
export const solarHours = Array.from({ length: 24 }, (_, hour) => hour);
export const solarOutputWatts = solarHours.map((hour) => {
  const sun = Math.sin(((hour - 5) / 15) * Math.PI);
  return hour < 5 || hour > 20 ? 0 : Math.round(Math.max(sun, 0) * 2_430_000);
});

/** Daily visitors of a city museum over the 91 days of spring 2024 (March to May). */
export const springDays: Date[] = Array.from(
  { length: 92 },
  (_, index) => new Date(Date.UTC(2024, 2, 1 + index, 12)),
);
export const museumVisitors = (() => {
  const random = seededRandom(23);
  return springDays.map((date) => {
    const weekday = date.getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.7 : 1;
    const closed = weekday === 1;
    return closed ? 0 : Math.round((820 + date.getUTCDate() * 6 + random() * 260) * weekend);
  });
})();
