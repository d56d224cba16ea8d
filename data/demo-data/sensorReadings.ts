import { round, seededRandom } from './random';

export interface SensorReading {
  id: number;
  sensor: 'Greenhouse' | 'Cold room' | 'Server rack';
  /** An instant in UTC; print it with `timeZone: 'UTC'` so server and browser agree. */
  time: Date;
  /** Degrees Celsius. */
  temperature: number;
  /** Relative humidity, percent. */
  humidity: number;
}

const SENSORS: Array<{
  sensor: SensorReading['sensor'];
  base: number;
  daily: number;
  humidity: number;
  seed: number;
}> = [
  { sensor: 'Greenhouse', base: 22, daily: 6, humidity: 70, seed: 5 },
  { sensor: 'Cold room', base: 4, daily: 0.6, humidity: 85, seed: 9 },
  { sensor: 'Server rack', base: 31, daily: 2, humidity: 35, seed: 13 },
];

const start = Date.UTC(2025, 4, 12, 0, 0);
const STEPS = 48;

/** A reading every 30 minutes over 24 hours (12 May 2025, UTC) from each of three sensors. */
export const sensorReadings: readonly SensorReading[] = SENSORS.flatMap(
  ({ sensor, base, daily, humidity, seed }, sensorIndex) => {
    const random = seededRandom(seed);
    return Array.from({ length: STEPS }, (_, step) => {
      // Warmest mid-afternoon, coolest before dawn.
      const phase = Math.sin(((step / STEPS) * 24 - 9) * (Math.PI / 12));
      return {
        id: sensorIndex * STEPS + step + 1,
        sensor,
        time: new Date(start + step * 30 * 60_000),
        temperature: round(base + daily * phase + (random() - 0.5) * 0.6, 1),
        humidity: round(humidity - phase * 5 + (random() - 0.5) * 3, 0),
      };
    });
  },
);
