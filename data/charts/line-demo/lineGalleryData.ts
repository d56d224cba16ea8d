/** Figures for the line chart gallery. Fixed values or seeded generators only. */
import { seededRandom } from '@docs/demo-data';

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** New accounts per month on a web app and its mobile app. */
export const signups = {
  web: [1240, 1310, 1420, 1380, 1510, 1620, 1590, 1480, 1700, 1820, 1910, 2050],
  mobile: [620, 700, 810, 930, 1040, 1180, 1290, 1350, 1460, 1600, 1720, 1880],
};

/** Closing price of a share over 30 trading days. */
export const closingPrices = [
  48.2, 48.9, 48.1, 49.4, 50.2, 49.8, 51.0, 51.6, 50.9, 52.3, 53.1, 52.4, 53.8, 54.6, 54.1, 55.0,
  54.2, 53.5, 54.9, 56.1, 57.0, 56.4, 57.8, 58.3, 57.6, 58.9, 59.7, 59.1, 60.4, 61.2,
];

/** Monthly marketing spend, budget against actual (thousands of dollars). */
export const budget = [40, 40, 45, 45, 50, 50, 50, 50, 55, 55, 60, 60];
export const actual = [36, 42, 47, 44, 53, 49, 46, 52, 58, 61, 57, 64];

/** A server room: temperature (°C) and relative humidity (%) every two hours. */
export const twoHourly = ['00:00', '02:00', '04:00', '06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'];
export const roomTemperature = [19.5, 19.2, 19.0, 19.1, 20.4, 21.8, 22.9, 23.4, 23.1, 22.2, 21.0, 20.1];
export const roomHumidity = [48, 49, 51, 52, 49, 45, 42, 40, 41, 43, 46, 47];

/** CPU load (%) of a web server every 30 minutes; a release went out at 14:00. */
export const halfHours = Array.from({ length: 24 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const cpuLoad = [
  31, 34, 38, 45, 52, 58, 61, 57, 55, 60, 66, 71, 88, 93, 84, 72, 64, 59, 55, 48, 44, 40, 36, 33,
];

/** Heart rate of a runner every minute; the watch lost contact three times. */
export const minutes = Array.from({ length: 20 }, (_, index) => `${index} min`);
export const heartRate: (number | null)[] = [
  92, 104, 118, 131, null, 142, 146, 149, null, null, 153, 155, 151, 148, null, 139, 128, 117, 108, 99,
];

/** Daily demand (MWh) for 21 days, then a 10-day forecast with its low and high bounds. */
export const forecastDays = Array.from({ length: 31 }, (_, index) => `Jul ${index + 1}`);
export const demandSeries = (() => {
  const random = seededRandom(611);
  const actual: (number | null)[] = [];
  const forecast: (number | null)[] = [];
  const low: (number | null)[] = [];
  const spread: (number | null)[] = [];
  for (let day = 0; day < 31; day += 1) {
    const base = 420 + 30 * Math.sin((day / 7) * 2 * Math.PI) + day * 2.5;
    if (day < 21) {
      actual.push(Math.round(base + (random() - 0.5) * 30));
      forecast.push(null);
      low.push(null);
      spread.push(null);
    } else {
      const width = 12 + (day - 20) * 6;
      actual.push(null);
      forecast.push(Math.round(base));
      low.push(Math.round(base - width));
      spread.push(width * 2);
    }
  }
  // The forecast starts from the last measured day so the two lines join.
  forecast[20] = actual[20];
  return { actual, forecast, low, spread };
})();

/** Average rating (1–5) of a product, per month. */
export const ratings = [4.1, 4.0, 4.2, 4.4, 4.3, 4.6, 4.7, 4.5, 4.2, 3.9, 4.1, 4.4];
