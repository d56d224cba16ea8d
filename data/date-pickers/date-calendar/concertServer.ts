import { Dayjs } from 'dayjs';

// An in-memory "server" listing the days of each month with a concert.
// The days are derived from the month number, so the answer is the same on every call.
const LATENCY_MS = 700;

export function fetchConcertDays(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const daysInMonth = month.daysInMonth();
      const seed = month.year() * 12 + month.month();
      const days: number[] = [];
      for (let day = 1 + (seed % 4); day <= daysInMonth; day += 5 + (seed % 3)) {
        days.push(day);
      }
      resolve(days);
    }, LATENCY_MS);

    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}
