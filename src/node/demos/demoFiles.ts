import path from 'node:path';
import { importsOf } from '../../shared/demos/sandbox/dependencies';

/** One demo and the local files it imports, as paths relative to `data/`. */
export interface DemoFileSet {
  demo: string;
  /** Every file the demo reaches through relative imports, in the order they are first met. */
  helpers: string[];
}

const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The file a relative import names, among the known sources (null when there is none). */
function resolveLocal(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    if (known.has(`${base}${extension}`)) return `${base}${extension}`;
  }
  return null;
}

function localImports(file: string, source: string, known: ReadonlySet<string>): string[] {
  return importsOf(source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const resolved = resolveLocal(file, specifier, known);
      if (!resolved) throw new Error(`${file} imports "${specifier}", which is not a .ts or .tsx file under data/`);
      return resolved;
    });
}

/**
 * Sorts the TypeScript sources under `data/` (path relative to `data/` → content) into demos and
 * their local files. A `.tsx` file is a demo unless another file imports it; anything a demo
 * imports with a relative path becomes one of its files, shown and edited in tabs beside it.
 * Plain `.ts` files nobody imports (the nav tree) are neither.
 */
export function groupDemoFiles(sources: Readonly<Record<string, string>>): DemoFileSet[] {
  const known = new Set(Object.keys(sources));
  // Only `.tsx` files and what they reach are read: other modules under data/ (the nav tree)
  // may import from outside it.
  const imports = new Map<string, string[]>();
  const importsOfFile = (file: string): string[] => {
    let found = imports.get(file);
    if (!found) {
      found = localImports(file, sources[file], known);
      imports.set(file, found);
    }
    return found;
  };
  const reach = (start: string): string[] => {
    const reached: string[] = [];
    const queue = [...importsOfFile(start)];
    while (queue.length) {
      const next = queue.shift() as string;
      if (next === start || reached.includes(next)) continue;
      reached.push(next);
      queue.push(...importsOfFile(next));
    }
    return reached;
  };

  const candidates = [...known].filter((file) => file.endsWith('.tsx')).sort();
  const reached = new Map(candidates.map((file) => [file, reach(file)]));
  const helperFiles = new Set([...reached.values()].flat());
  return candidates
    .filter((file) => !helperFiles.has(file))
    .map((demo) => {
      const helpers = reached.get(demo) ?? [];
      // Sandboxes copy a demo's folder; a file outside it would not come along.
      const outside = helpers.find((helper) => path.posix.relative(path.posix.dirname(demo), helper).startsWith('..'));
      if (outside) throw new Error(`${demo} uses ${outside}, which is outside its folder; keep a demo's files beside it`);
      return { demo, helpers };
    });
}

/** `fakeOrderServer.ts` → `fakeOrderServer.js`, `parts/Toolbar.tsx` → `parts/Toolbar.js`. */
export function jsFileName(tsName: string): string {
  return tsName.replace(/\.tsx?$/, '.js');
}
