/**
 * Climate figures for the line chart demos: monthly mean temperatures of three cities (°C,
 * long-term averages rounded to a tenth), monthly rainfall of Madrid (mm), a greenhouse humidity log
 * with gaps, daily readings of a weather station and a monthly electricity mix. Fixed values or a
 * seeded generator, so the server and the browser draw the same lines.
 */
import { seededRandom } from '@docs/demo-data';

export const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export const oslo = [-2.3, -2.1, 1.1, 5.8, 11.2, 15.2, 17.5, 16.4, 11.9, 6.9, 2.2, -1.5];
export const madrid = [6.3, 7.9, 11.2, 13.3, 17.2, 22.8, 25.6, 25.2, 20.9, 15.1, 9.9, 6.9];
export const sydney = [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 18.9, 20.4, 22.1];

/** Madrid's monthly rainfall in millimetres. */
export const madridRain = [33, 35, 26, 44, 44, 22, 12, 10, 23, 60, 58, 45];

export const formatCelsius = (value: number | null) => (value == null ? '' : `${value} °C`);

/**
 * Relative humidity (%) of two greenhouses, read every hour from 06:00. Greenhouse B's sensor was
 * installed at 09:00, and greenhouse A's lost its connection from 13:00 to 15:00.
 */
export const hours = Array.from({ length: 15 }, (_, index) => `${String(6 + index).padStart(2, '0')}:00`);
export const greenhouseA: (number | null)[] = [
  78, 76, 73, 70, 66, 63, 61, null, null, null, 60, 62, 65, 69, 72,
];
export const greenhouseB: (number | null)[] = [
  null, null, null, 71, 69, 67, 64, 62, 61, 63, 66, 68, 70, 73, 75,
];

export type DailyReading = {
  date: Date;
  temperature: number;
  /** Seven-day moving average of the temperature. */
  weekly: number;
};

/** One reading a day for 2024 at a station with Madrid's climate, from a seeded generator. */
export const dailyReadings: DailyReading[] = (() => {
  const random = seededRandom(2024);
  const readings: DailyReading[] = [];
  const window: number[] = [];
  for (let day = 0; day < 366; day += 1) {
    const date = new Date(Date.UTC(2024, 0, 1 + day));
    const seasonal = 16 - 9.6 * Math.cos(((day - 15) / 366) * 2 * Math.PI);
    const temperature = Math.round((seasonal + (random() - 0.5) * 7) * 10) / 10;
    window.push(temperature);
    if (window.length > 7) {
      window.shift();
    }
    const weekly = Math.round((window.reduce((sum, value) => sum + value, 0) / window.length) * 10) / 10;
    readings.push({ date, temperature, weekly });
  }
  return readings;
})();

/** Electricity generated per month in a small country, in GWh, by source. */
export const energyMix = {
  solar: [210, 290, 450, 610, 760, 830, 870, 800, 610, 420, 250, 180],
  wind: [980, 910, 870, 720, 600, 520, 480, 510, 640, 820, 940, 1010],
  hydro: [540, 520, 600, 720, 810, 760, 640, 560, 520, 530, 560, 570],
  gas: [820, 760, 640, 480, 360, 330, 380, 420, 500, 640, 770, 860],
};
