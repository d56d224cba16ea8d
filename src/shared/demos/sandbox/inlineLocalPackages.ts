import { localPackageOf, type LocalPackageSource } from '../localPackages';
import type { CodeVariant } from '../../preferences/codePreferences';

// A module specifier after `from`, `import` or `import(`: the places a file names another.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\2/g;

/** Every module a source names: imports, re-exports (`export … from`) and dynamic imports. */
export function moduleSpecifiers(source: string): string[] {
  return [...new Set([...source.matchAll(SPECIFIER)].map((match) => match[3]))];
}

/** The local packages (`@docs/demo-data`) the sources import, in the order met. */
export function localPackagesUsed(sources: readonly string[]): string[] {
  const names = sources.flatMap((source) => moduleSpecifiers(source).map(localPackageOf));
  return [...new Set(names.filter((name): name is string => name !== null))];
}

/**
 * A sandbox file with its imports of local packages pointed at their copy under `src/<folder>/`:
 * from `src/Demo.tsx`, `@docs/demo-data` → `./demo-data` and `@docs/demo-data/orders` →
 * `./demo-data/orders`; from `src/parts/Toolbar.tsx`, `../demo-data`.
 */
export function rewriteLocalImports(source: string, filePath: string, packages: readonly LocalPackageSource[]): string {
  const depth = filePath.split('/').length - 2;
  const up = depth > 0 ? '../'.repeat(depth) : './';
  return source.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    const name = localPackageOf(specifier);
    const local = name ? packages.find((candidate) => candidate.name === name) : undefined;
    if (!local) return whole;
    return `${lead}${quote}${up}${local.folder}${specifier.slice(local.name.length)}${quote}`;
  });
}

/**
 * The files a sandbox project holds, with every local package its sources import copied in
 * (in the variant shown) and those imports rewritten to relative paths, so the project needs
 * nothing but npm packages. A package the sources import but `packages` lacks is an error: the
 * project would not run.
 */
export function inlineLocalPackages(
  files: Readonly<Record<string, string>>,
  variant: CodeVariant,
  packages: readonly LocalPackageSource[],
): Record<string, string> {
  const used = localPackagesUsed(Object.values(files));
  const missing = used.filter((name) => !packages.some((local) => local.name === name));
  if (missing.length) throw new Error(`The sandbox needs the files of ${missing.join(', ')}, which were not given`);
  const inlined = Object.fromEntries(Object.entries(files).map(([file, code]) => [file, rewriteLocalImports(code, file, packages)]));
  for (const local of packages.filter((candidate) => used.includes(candidate.name))) {
    for (const file of local.files) {
      inlined[`src/${local.folder}/${variant === 'TS' ? file.tsName : file.jsName}`] = variant === 'TS' ? file.ts : file.js;
    }
  }
  return inlined;
}
