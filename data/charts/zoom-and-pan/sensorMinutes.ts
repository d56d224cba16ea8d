import { seededRandom } from '@docs/demo-data';

/**
 * One reading a minute over 24 hours (14 March 2025, UTC) from a server-room sensor: temperature
 * follows the load of the day, with a cooling fault between 13:40 and 14:25. Seeded, so the server
 * and the browser compute the same 1,440 readings.
 */
const start = Date.UTC(2025, 2, 14, 0, 0);
const MINUTES = 24 * 60;

export const minuteTimes: Date[] = Array.from(
  { length: MINUTES },
  (_, minute) => new Date(start + minute * 60_000),
);

const random = seededRandom(2025);
let drift = 0;
export const rackTemperature: number[] = [];
export const roomHumidity: number[] = [];

for (let minute = 0; minute < MINUTES; minute += 1) {
  const hour = minute / 60;
  // Busy from 08:00 to 20:00.
  const load = Math.max(0, Math.sin(((hour - 8) / 12) * Math.PI));
  const fault = minute >= 820 && minute <= 865 ? Math.min(minute - 820, 865 - minute, 12) * 0.45 : 0;
  drift = drift * 0.97 + (random() - 0.5) * 0.25;
  rackTemperature.push(Math.round((24.5 + load * 4.2 + fault + drift) * 100) / 100);
  roomHumidity.push(Math.round((41 - load * 6 - fault * 0.6 + drift * 2 + (random() - 0.5)) * 10) / 10);
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** "13:45", read in UTC so every reader sees the same clock. */
export const formatClock = (date: Date) => timeFormat.format(date);
