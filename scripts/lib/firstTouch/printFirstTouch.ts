// The first touch's table: one column per site and page kind, one row per tap, in the order of the
// tables (touchTaps.ts, demoAppearance.ts) and then in the order measured.
import { DEMO_CASES, DEMO_DELAYS_MS, demoLabel } from './demoAppearance';
import { RUNS, type TouchFigures } from './touchAnswers';
import { TAPS } from './touchTaps';

export function printFirstTouch(figures: TouchFigures, runs = RUNS) {
  const columns = Object.keys(figures);
  console.log(`\nFirst touch on a phone (412×823, 4× CPU, 150 ms RTT, 1.6 Mbit/s, cold cache; median of ${runs}): ms from the tap to the visible answer`);
  const known = [...TAPS.map((tap) => tap.label), ...DEMO_CASES.flatMap((demo) => DEMO_DELAYS_MS.map((afterMs) => demoLabel(demo, afterMs)))];
  // Then the figures of the other first-touch measures (demoTaps.ts), in the order measured.
  const labels = [...new Set([...known, ...columns.flatMap((column) => Object.keys(figures[column]))])];
  const width = Math.max(...labels.map((label) => label.length)) + 2;
  console.log(`${''.padEnd(width)}${columns.map((column) => column.padStart(Math.max(column.length, 8) + 2)).join('')}`);
  for (const label of labels.filter((candidate) => columns.some((column) => figures[column][candidate] !== undefined))) {
    const cells = columns.map((column) => {
      const value = figures[column][label];
      return (value === null || value === undefined ? '—' : String(value)).padStart(Math.max(column.length, 8) + 2);
    });
    console.log(`${label.padEnd(width)}${cells.join('')}`);
  }
}
