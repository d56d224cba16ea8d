/** Data of the heatmap demos: each value comes from a formula and a seeded generator, so it is the same on every render. */
import { seededRandom } from '@docs/demo-data';

export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** A label for an hour of the day: 0 → "12 AM", 13 → "1 PM". */
export function hourLabel(hour: number) {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

/**
 * Sessions on a recipe website by weekday and hour of day, averaged over a quarter:
 * busy at lunch and dinner time, busier on weekend mornings.
 * Each cell is `[hourIndex, weekdayIndex, sessions]`.
 */
export const sessionsByHour: [number, number, number][] = (() => {
  const random = seededRandom(2024);
  const cells: [number, number, number][] = [];
  weekdays.forEach((_, day) => {
    const weekend = day >= 5;
    hours.forEach((hour) => {
      const night = hour < 6 ? 0.15 : 1;
      const lunch = Math.exp(-((hour - 12) ** 2) / 4) * (weekend ? 0.6 : 1);
      const dinner = Math.exp(-((hour - 18.5) ** 2) / 3) * 1.4;
      const brunch = weekend ? Math.exp(-((hour - 10) ** 2) / 3) * 1.1 : 0;
      const base = 0.25 * night + lunch + dinner + brunch;
      cells.push([hour, day, Math.round(base * 420 + random() * 60)]);
    });
  });
  return cells;
})();

/** Failed requests per 10,000 by service and day of the week. Each cell is `[dayIndex, serviceIndex, errors]`. */
export const services = ['Checkout', 'Search', 'Login', 'Images', 'Recommendations'];
export const errorRates: [number, number, number][] = (() => {
  const random = seededRandom(5150);
  const base = [3, 1.5, 2, 0.8, 6];
  const cells: [number, number, number][] = [];
  services.forEach((_, service) => {
    weekdays.forEach((__, day) => {
      const incident = service === 0 && day === 3 ? 14 : 0;
      cells.push([day, service, Math.round((base[service] + random() * 4 + incident) * 10) / 10]);
    });
  });
  return cells;
})();

/** Meeting rooms booked per time slot over a working week (out of 8 rooms). `[slotIndex, dayIndex, rooms]`. */
export const slots = ['8:00', '9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
export const workdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
export const roomBookings: [number, number, number][] = (() => {
  const random = seededRandom(88);
  const cells: [number, number, number][] = [];
  workdays.forEach((_, day) => {
    slots.forEach((__, slot) => {
      const peak = slot === 1 || slot === 2 || slot === 6 ? 3 : 0;
      const friday = day === 4 ? -2 : 0;
      const lunch = slot === 4 ? -3 : 0;
      cells.push([slot, day, Math.max(0, Math.min(8, Math.round(2 + peak + friday + lunch + random() * 3)))]);
    });
  });
  return cells;
})();
