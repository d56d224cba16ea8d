/** Data of the scatter gallery, from seeded generators so every render draws the same points. */
import { round, seededRandom } from '@docs/demo-data';

/** A pump's bearing: vibration (mm/s RMS) against housing temperature (°C), one reading a minute. */
export const pumpReadings = (() => {
  const random = seededRandom(17);
  return Array.from({ length: 150 }, (_, minute) => {
    const vibration = round(1.2 + random() * 4.5, 2);
    const temperature = round(38 + vibration * 4.1 + (random() - 0.5) * 6, 1);
    return { id: minute, x: vibration, y: temperature };
  });
})();

/** Daily figures of a seaside town over a year: mean outdoor temperature (°C),
 *  ice creams sold by the kiosk, and heating energy used by the town hall (kWh). */
export const townDays = (() => {
  const random = seededRandom(58);
  return Array.from({ length: 120 }, (_, index) => {
    const temperature = round(-4 + random() * 34, 1);
    const iceCreams = Math.max(0, Math.round(12 + Math.max(0, temperature - 8) * 14 + (random() - 0.5) * 60));
    const heating = Math.max(0, Math.round((18 - temperature) * 42 + (random() - 0.5) * 90));
    return { id: index, temperature, iceCreams, heating };
  });
})();
