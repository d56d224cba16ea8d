import * as demoData from '@docs/demo-data';
import type { FileNode } from '@docs/demo-data';

const { employees, orders, invoices, invoicesAsOf, flights, inventory, stockPrices, tickers, sensorReadings, fileTree, seededRandom } = demoData;

describe('@docs/demo-data', () => {
  it('is the same on every load: nothing comes from the clock or Math.random', () => {
    const spy = jest.spyOn(Math, 'random');
    let again: typeof demoData | undefined;
    jest.isolateModules(() => {
      again = jest.requireActual<typeof demoData>('@docs/demo-data');
    });
    expect(again).not.toBe(demoData);
    expect(JSON.stringify(again)).toBe(JSON.stringify(demoData));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('has unique row ids in every table, as the Data Grid needs', () => {
    for (const rows of [employees, orders, invoices, flights, inventory, sensorReadings]) {
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    }
    const ids = (nodes: readonly FileNode[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);
    expect(new Set(ids(fileTree)).size).toBe(ids(fileTree).length);
  });

  it('holds together: totals, managers, invoice states, flight times, price ranges', () => {
    for (const order of orders) expect(order.total).toBeCloseTo(order.quantity * order.unitPrice, 2);
    for (const employee of employees) {
      if (employee.managerId !== null) expect(employees.some((other) => other.id === employee.managerId)).toBe(true);
    }
    for (const invoice of invoices) {
      if (invoice.status === 'Overdue') expect(invoice.dueOn < invoicesAsOf).toBe(true);
      if (invoice.status === 'Draft') expect(invoice.issuedOn > invoicesAsOf).toBe(true);
    }
    for (const flight of flights) expect(flight.arrival > flight.departure).toBe(true);
    for (const ticker of tickers) {
      expect(stockPrices[ticker]).toHaveLength(60);
      for (const price of stockPrices[ticker]) {
        expect(price.low).toBeLessThanOrEqual(Math.min(price.open, price.close));
        expect(price.high).toBeGreaterThanOrEqual(Math.max(price.open, price.close));
        expect([0, 6]).not.toContain(price.date.getUTCDay());
      }
    }
  });

  it('puts calendar days at noon UTC, so they are the same day in the reader’s time zone', () => {
    const days = [...employees.map((row) => row.startDate), ...orders.map((row) => row.orderedOn), ...invoices.map((row) => row.dueOn)];
    for (const date of days) expect(date.getUTCHours()).toBe(12);
  });

  it('draws a repeatable sequence from a seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(first[0]);
  });
});
