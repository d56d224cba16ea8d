import type { ComponentType } from 'react';
import { transform } from 'sucrase';
import type { CodeVariant } from '../../../shared/preferences/codePreferences';

export type ModuleScope = Readonly<Record<string, unknown>>;

/** One file of edited demo code; the first file of a demo is the one that exports it. */
export interface LiveFile {
  /** Path from the demo's folder with extension: `Demo.tsx`, `fakeOrderServer.ts`. */
  path: string;
  code: string;
}

/** A problem in edited code, worded for the reader of the demo. */
export class DemoCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoCodeError';
  }
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

function join(folder: string, specifier: string): string {
  const parts = folder ? folder.split('/') : [];
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function transpile(file: LiveFile, variant: CodeVariant): string {
  // A `.ts` file cannot hold JSX, and parsing it as TSX would misread generic arrow functions.
  const transforms: Array<'typescript' | 'jsx' | 'imports'> =
    variant === 'TS' ? (file.path.endsWith('.ts') ? ['typescript', 'imports'] : ['typescript', 'jsx', 'imports']) : ['jsx', 'imports'];
  try {
    return transform(file.code, { transforms, jsxRuntime: 'automatic', production: true, filePath: file.path }).code;
  } catch (error) {
    throw new DemoCodeError((error as Error).message);
  }
}

/**
 * Turns edited demo files into a component: sucrase strips types (TS variant), compiles JSX for
 * React's automatic runtime and rewrites imports into `require` calls. A relative import finds
 * another of the files; any other resolves only to the modules in `scope` (those the original
 * demo imported). Problems throw `DemoCodeError`, naming the file when there are several.
 */
export function compileDemoFiles(files: readonly LiveFile[], variant: CodeVariant, scope: ModuleScope): ComponentType {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const label = (file: LiveFile, message: string) => (files.length > 1 ? `${file.path}: ${message}` : message);
  const compiled = new Map<string, string>();
  for (const file of files) {
    try {
      compiled.set(file.path, transpile(file, variant));
    } catch (error) {
      throw new DemoCodeError(label(file, (error as Error).message));
    }
  }

  const exportsByPath = new Map<string, Record<string, unknown>>();
  const load = (file: LiveFile): Record<string, unknown> => {
    const cached = exportsByPath.get(file.path);
    // Cached before it runs, so two files that import each other see each other (as in CommonJS).
    if (cached) return cached;
    const fileModule = { exports: {} as Record<string, unknown> };
    exportsByPath.set(file.path, fileModule.exports);
    const folder = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
    const require = (specifier: string) => {
      if (specifier.startsWith('.')) {
        const base = join(folder, specifier);
        const target = EXTENSIONS.map((extension) => byPath.get(`${base}${extension}`)).find(Boolean);
        if (!target) throw new DemoCodeError(label(file, `"${specifier}" is not one of the demo's files (${[...byPath.keys()].join(', ')})`));
        return load(target);
      }
      if (!(specifier in scope)) {
        throw new DemoCodeError(
          label(file, `"${specifier}" cannot be imported here: the live editor offers the modules the demo imported (${Object.keys(scope).join(', ')})`),
        );
      }
      return scope[specifier];
    };
    try {
      // Evaluating the reader's own edit in their own browser is the point of a live editor.
      new Function('require', 'module', 'exports', compiled.get(file.path) as string)(require, fileModule, fileModule.exports);
    } catch (error) {
      throw error instanceof DemoCodeError ? error : new DemoCodeError(label(file, (error as Error).message));
    }
    exportsByPath.set(file.path, fileModule.exports);
    return fileModule.exports;
  };

  const component = load(files[0]).default;
  if (typeof component !== 'function') throw new DemoCodeError('The demo must export a component as its default export');
  return component as ComponentType;
}

/** A single-file demo (the playground): see `compileDemoFiles`. */
export function compileDemo(code: string, variant: CodeVariant, scope: ModuleScope): ComponentType {
  return compileDemoFiles([{ path: variant === 'TS' ? 'Demo.tsx' : 'Demo.jsx', code }], variant, scope);
}
