// What readers download, by encoding: each file's size as built, and as its Brotli and gzip twins
// (written by the build's hosting step, src/node/hosting/writeHostFiles.ts; a file without a twin goes out as it is).
import fs from 'node:fs';
import path from 'node:path';
import { kB } from '../../src/node/quality/budgets';

export interface Transfer {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOr(file: string, fallback: number): number {
  return fs.existsSync(file) ? fs.statSync(file).size : fallback;
}

export function transferOf(name: string, files: readonly string[]): Transfer {
  const total: Transfer = { name, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const raw = fs.statSync(file).size;
    total.raw += raw;
    total.gzip += sizeOr(`${file}.gz`, raw);
    total.brotli += sizeOr(`${file}.br`, raw);
  }
  return total;
}

/** The five heaviest pages' HTML and one page's first load (HTML and every script it starts). */
export function measureTransfers(outDir: string, pages: readonly { route: string; file: string }[], firstLoad: { route: string; scripts: readonly string[] }): Transfer[] {
  const heaviest = [...pages].sort((a, b) => fs.statSync(b.file).size - fs.statSync(a.file).size).slice(0, 5);
  const page = pages.find((candidate) => candidate.route === firstLoad.route);
  const scripts = firstLoad.scripts.map((src) => path.join(outDir, decodeURIComponent(src)));
  return [
    ...heaviest.map((heavy) => transferOf(heavy.route, [heavy.file])),
    transferOf(`${firstLoad.route} first load`, [...(page ? [page.file] : []), ...scripts]),
  ];
}

export function printTransfers(transfers: readonly Transfer[]): void {
  console.log('\nTransfer sizes                                          raw        gzip      brotli');
  for (const transfer of transfers) {
    console.log(`  ${transfer.name.padEnd(50)} ${kB(transfer.raw).padStart(9)} ${kB(transfer.gzip).padStart(10)} ${kB(transfer.brotli).padStart(10)}`);
  }
}
