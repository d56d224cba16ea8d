import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as demoData from '@docs/demo-data';
import type { FileNode } from '@docs/demo-data';
import { readLocalPackages } from '../../../../src/build/demos/localPackageSources';
import { LOCAL_PACKAGES, localPackageOf } from '../../../../src/shared/demos/localPackages';
import tsconfig from '../../../../tsconfig.json';

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

describe('local packages', () => {
  it('resolve through tsconfig paths to the folder listed in src/shared/demos/localPackages.ts', () => {
    const paths = tsconfig.compilerOptions.paths as Record<string, string[]>;
    for (const [name, folder] of Object.entries(LOCAL_PACKAGES)) {
      expect(paths[name]).toEqual([`./${folder}/index.ts`]);
      expect(paths[`${name}/*`]).toEqual([`./${folder}/*`]);
    }
    expect(localPackageOf('@docs/demo-data/orders')).toBe('@docs/demo-data');
    expect(localPackageOf('@docs/demo-database')).toBeNull();
    expect(localPackageOf('@mui/x-data-grid')).toBeNull();
  });
});

describe('readLocalPackages', () => {
  const project = (files: Record<string, string>) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-packages-'));
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), source);
    }
    return root;
  };

  it('gives each file formatted with its JavaScript twin, and reads unchanged files back from the cache', async () => {
    const root = project({ 'data/demo-data/index.ts': "export { rows } from './rows';\n", 'data/demo-data/rows.ts': 'export const rows: number[] = [1,2];\n' });
    const cache = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'local-cache-')), salt: 'v1' };
    const [local] = await readLocalPackages(root, cache);
    expect(local.folder).toBe('demo-data');
    expect(local.files).toEqual([
      { tsName: 'index.ts', jsName: 'index.js', ts: "export { rows } from './rows';\n", js: "export { rows } from './rows';\n" },
      { tsName: 'rows.ts', jsName: 'rows.js', ts: 'export const rows: number[] = [1, 2];\n', js: 'export const rows = [1, 2];\n' },
    ]);
    expect(fs.readdirSync(cache.dir)).toHaveLength(1);
    fs.writeFileSync(path.join(cache.dir, fs.readdirSync(cache.dir)[0]), JSON.stringify({ ...local, folder: 'from-cache' }));
    expect((await readLocalPackages(root, cache))[0].folder).toBe('from-cache');
    expect((await readLocalPackages(root, { ...cache, salt: 'v2' }))[0].folder).toBe('demo-data');
  });

  it('gives the files of a subfolder by their path in the package, free to import the files above them', async () => {
    const root = project({
      'data/demo-data/index.ts': "export { serve } from './server';\n",
      'data/demo-data/server.ts': "export { serve } from './server-parts/serve';\n",
      'data/demo-data/random.ts': 'export const seed = 1;\n',
      'data/demo-data/server-parts/serve.ts': "import { seed } from '../random';\nexport const serve = (): number => seed;\n",
    });
    const [local] = await readLocalPackages(root);
    expect(local.files.map((file) => [file.tsName, file.jsName])).toEqual([
      ['index.ts', 'index.js'],
      ['random.ts', 'random.js'],
      ['server-parts/serve.ts', 'server-parts/serve.js'],
      ['server.ts', 'server.js'],
    ]);
    expect(local.files[2].js).toBe("import { seed } from '../random';\nexport const serve = () => seed;\n");
  });

  it('refuses a file that reaches outside the package, which a sandbox copy would not have', async () => {
    const root = project({ 'data/demo-data/index.ts': "export { pages } from '../pages';\n" });
    await expect(readLocalPackages(root)).rejects.toThrow(
      'data/demo-data/index.ts imports "../pages": a local package may only import its own files and npm packages',
    );
  });
});
