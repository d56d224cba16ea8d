import type { ComponentType } from 'react';
import { transform } from 'sucrase';
import type { CodeVariant } from '../../preferences/codePreferences';

export type ModuleScope = Readonly<Record<string, unknown>>;

/** A problem in edited code, worded for the reader of the demo. */
export class DemoCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoCodeError';
  }
}

/**
 * Turns edited demo source into a component: sucrase strips types (TS variant), compiles JSX
 * for React's automatic runtime and rewrites imports into `require` calls, which resolve only to
 * the modules in `scope` (those the original demo imported). Throws `DemoCodeError`.
 */
export function compileDemo(code: string, variant: CodeVariant, scope: ModuleScope): ComponentType {
  let compiled: string;
  try {
    compiled = transform(code, {
      transforms: variant === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: variant === 'TS' ? 'Demo.tsx' : 'Demo.jsx',
    }).code;
  } catch (error) {
    throw new DemoCodeError((error as Error).message);
  }

  const require = (specifier: string) => {
    if (!(specifier in scope)) {
      throw new DemoCodeError(`"${specifier}" cannot be imported here: the live editor offers the modules the demo imported (${Object.keys(scope).join(', ')})`);
    }
    return scope[specifier];
  };
  const demoModule = { exports: {} as Record<string, unknown> };
  try {
    // Evaluating the reader's own edit in their own browser is the point of a live editor.
    new Function('require', 'module', 'exports', compiled)(require, demoModule, demoModule.exports);
  } catch (error) {
    throw error instanceof DemoCodeError ? error : new DemoCodeError((error as Error).message);
  }
  const component = demoModule.exports.default;
  if (typeof component !== 'function') throw new DemoCodeError('The demo must export a component as its default export');
  return component as ComponentType;
}
