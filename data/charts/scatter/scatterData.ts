/**
 * Data of the scatter demos. Measurements come from seeded generators, so the server and the
 * browser draw the same points.
 */
import { round, seededRandom, sensorReadings } from '@docs/demo-data';

export type SensorName = 'Greenhouse' | 'Cold room' | 'Server rack';
export const sensorNames: SensorName[] = ['Greenhouse', 'Cold room', 'Server rack'];

/** Temperature (°C) against relative humidity (%) for each sensor, one point every 30 minutes. */
export const climateBySensor = sensorNames.map((sensor) => ({
  sensor,
  points: sensorReadings
    .filter((reading) => reading.sensor === sensor)
    .map((reading) => ({ id: reading.id, x: reading.temperature, y: reading.humidity })),
}));

/** Climate of 16 cities: yearly mean temperature (°C), rainfall (mm) and sunshine (hours). */
export const cityClimate = [
  { city: 'Reykjavík', meanTemp: 5.2, rainfall: 870, sunshine: 1326 },
  { city: 'Oslo', meanTemp: 6.3, rainfall: 763, sunshine: 1668 },
  { city: 'Berlin', meanTemp: 10.3, rainfall: 571, sunshine: 1626 },
  { city: 'London', meanTemp: 11.3, rainfall: 602, sunshine: 1633 },
  { city: 'Paris', meanTemp: 12.4, rainfall: 637, sunshine: 1662 },
  { city: 'Seattle', meanTemp: 11.8, rainfall: 952, sunshine: 2169 },
  { city: 'Tokyo', meanTemp: 15.8, rainfall: 1598, sunshine: 1927 },
  { city: 'Madrid', meanTemp: 15.0, rainfall: 421, sunshine: 2769 },
  { city: 'Rome', meanTemp: 15.7, rainfall: 798, sunshine: 2473 },
  { city: 'Cairo', meanTemp: 22.3, rainfall: 18, sunshine: 3542 },
  { city: 'Mumbai', meanTemp: 27.2, rainfall: 2213, sunshine: 2584 },
  { city: 'Singapore', meanTemp: 27.6, rainfall: 2340, sunshine: 2022 },
  { city: 'Sydney', meanTemp: 18.4, rainfall: 1150, sunshine: 2636 },
  { city: 'Cape Town', meanTemp: 16.9, rainfall: 515, sunshine: 3094 },
  { city: 'Lima', meanTemp: 19.2, rainfall: 16, sunshine: 1230 },
  { city: 'Montréal', meanTemp: 6.8, rainfall: 1000, sunshine: 2051 },
];

/** Parcels of one day: distance driven (km) and hours from pickup to delivery. */
export const parcelDeliveries = (() => {
  const random = seededRandom(41);
  return Array.from({ length: 120 }, (_, index) => {
    const distance = round(2 + random() * 180, 1);
    const hours = round(1.5 + distance / 22 + random() * 6 + (random() < 0.08 ? 12 : 0), 1);
    return { id: index + 1, x: distance, y: hours };
  });
})();

/** Apartments sold in one district: floor area (m²) and price (thousands of EUR). */
export const apartmentSales = (() => {
  const random = seededRandom(7);
  return Array.from({ length: 60 }, (_, index) => {
    const area = Math.round(28 + random() * 110);
    const price = Math.round(area * (4.1 + random() * 1.8) + 20);
    return { id: `APT-${1001 + index}`, x: area, y: price, rooms: Math.max(1, Math.round(area / 28)) };
  });
})();

/** Servers of a rack: CPU load (%) against power draw (W), with the inlet temperature (°C) as z. */
export const serverLoad = (() => {
  const random = seededRandom(23);
  return Array.from({ length: 90 }, (_, index) => {
    const load = round(5 + random() * 90, 1);
    const watts = Math.round(110 + load * 2.6 + random() * 40);
    const inlet = round(19 + load * 0.09 + random() * 4, 1);
    return { id: index + 1, x: load, y: watts, z: inlet };
  });
})();

/** Countries: GDP per person (thousands of USD), life expectancy (years) and population (millions). */
export const countries = [
  { id: 'NO', name: 'Norway', x: 87.9, y: 83.2, population: 5.5 },
  { id: 'DE', name: 'Germany', x: 52.7, y: 80.9, population: 84.5 },
  { id: 'JP', name: 'Japan', x: 33.8, y: 84.5, population: 124.5 },
  { id: 'US', name: 'United States', x: 81.7, y: 77.4, population: 334.9 },
  { id: 'BR', name: 'Brazil', x: 10.3, y: 75.8, population: 216.4 },
  { id: 'IN', name: 'India', x: 2.5, y: 72.0, population: 1428.6 },
  { id: 'CN', name: 'China', x: 12.6, y: 78.6, population: 1410.7 },
  { id: 'NG', name: 'Nigeria', x: 1.6, y: 54.5, population: 223.8 },
  { id: 'MX', name: 'Mexico', x: 13.9, y: 75.0, population: 128.5 },
  { id: 'ID', name: 'Indonesia', x: 4.9, y: 71.2, population: 277.5 },
  { id: 'ZA', name: 'South Africa', x: 6.0, y: 65.3, population: 60.4 },
  { id: 'AU', name: 'Australia', x: 64.7, y: 83.1, population: 26.6 },
];

/** Students of two classes: hours of revision in the week before the exam, and exam score (/100). */
export const examScores = (['Class A', 'Class B'] as const).map((group, groupIndex) => {
  const random = seededRandom(101 + groupIndex);
  return {
    group,
    points: Array.from({ length: 40 }, (_, index) => {
      const hours = round(random() * 20, 1);
      const score = Math.min(100, Math.round(38 + hours * 2.4 + groupIndex * 4 + (random() - 0.5) * 24));
      return { id: `${group}-${index + 1}`, x: hours, y: score };
    }),
  };
});

/** Wind speed (m/s) against gust speed (m/s) at three weather stations, one reading an hour. */
export const stationWinds = (['Harbour', 'Ridge', 'Airport'] as const).map((station, stationIndex) => {
  const random = seededRandom(300 + stationIndex);
  const base = [6, 11, 4][stationIndex];
  return {
    station,
    points: Array.from({ length: 24 }, (_, hour) => {
      const wind = round(base + (random() - 0.3) * base * 0.9, 1);
      return { id: hour, x: wind, y: round(wind * (1.3 + random() * 0.5), 1) };
    }),
  };
});
