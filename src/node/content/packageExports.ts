import path from 'node:path';
import ts from 'typescript';
import { createApiProgram } from '../api/extractApi';

/**
 * The names the installed packages export from each module a page imports, read from their
 * typings (types and interfaces are imports a reader writes too, and exist only there). One
 * TypeScript program over every module asked for; null for a module that does not resolve.
 */
export function packageExports(specifiers: readonly string[], projectRoot: string): Map<string, Set<string> | null> {
  const options: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, types: [] };
  const from = path.join(projectRoot, 'package.json');
  const files = new Map<string, string | null>();
  for (const specifier of specifiers) {
    const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule?.resolvedFileName ?? null;
    files.set(specifier, resolved);
  }
  const program = createApiProgram([...new Set([...files.values()].filter((file): file is string => file !== null))]);
  const result = new Map<string, Set<string> | null>();
  for (const [specifier, file] of files) {
    if (file === null) {
      result.set(specifier, null);
      continue;
    }
    // A default export is listed as `default`, the name codeBlockImports gives a default import.
    result.set(specifier, new Set(program.exportsOf(file).keys()));
  }
  return result;
}
