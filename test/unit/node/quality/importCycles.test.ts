import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const FOLDERS = ['src', 'pages', 'data', 'scripts'];
const SOURCE = /\.(ts|tsx)$/;
/** Relative specifiers of static imports, re-exports and `import()`; type-only imports count too. */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(child);
    }
  };
  for (const folder of FOLDERS) walk(path.join(ROOT, folder));
  return files;
}

/** Each module's imports of other project modules. */
function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ending) => base + ending).find((candidate) => known.has(candidate));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...read(file).matchAll(IMPORT)].map((match) => resolve(file, match[1]!)).filter((target): target is string => Boolean(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Groups of modules that import each other, directly or round a loop (Tarjan's strongly connected components). */
function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, order.get(target)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group);
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

describe('imports', () => {
  it('form no cycle: each module can be read, loaded and moved without the ones that use it', () => {
    const files = sourceFiles();
    const cycles = importCycles(importGraph(files, (file) => fs.readFileSync(file, 'utf8')));
    expect(cycles.map((group) => group.map((file) => path.relative(ROOT, file)).sort().join(' <-> '))).toEqual([]);
  });

  it('keep the feedback feature out of the markdown renderer: it draws headings, the feature listens to them', () => {
    const files = sourceFiles();
    const graph = importGraph(files, (file) => fs.readFileSync(file, 'utf8'));
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const target of graph.get(file) ?? []) visit(target);
    };
    visit(path.join(ROOT, 'src/node/markdown/parsePage.ts'));
    expect(reached.size).toBeGreaterThan(10);
    expect([...reached].map((file) => path.relative(ROOT, file)).filter((file) => file.startsWith('src/client/feedback/'))).toEqual([]);
  });

  it('finds a loop through type-only and dynamic imports', () => {
    const sources: Record<string, string> = {
      '/p/a.ts': "import type { B } from './b';",
      '/p/b.ts': "export const load = () => import('./c');",
      '/p/c.tsx': "export { a } from './a';",
      '/p/d.ts': "import { a } from './a';",
    };
    const cycles = importCycles(importGraph(Object.keys(sources), (file) => sources[file]!));
    expect(cycles.map((group) => group.sort())).toEqual([['/p/a.ts', '/p/b.ts', '/p/c.tsx']]);
  });
});
