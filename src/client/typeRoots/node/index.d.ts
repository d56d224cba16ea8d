// Stands in for Node's types in the browser code's type check (tsconfig.client.json): Next's own
// declarations reference `node`, which would otherwise bring `fs`, `Buffer` and the rest back.
// It declares only what the bundler gives the browser.

/**
 * Only src/shared/site/settings.ts reads it: Next writes each setting's value in place of its
 * `process.env.NAME` at build time (next.config.ts `env`), and the build's tools reach the real one
 * through `globalThis.process`, in Node. Nothing else of `process` exists. Its names are not listed
 * here: they would be a second list of the settings, which the model alone spells.
 */
// `var`, not `const`: a global `var` is also `globalThis.process`, as the tools read it.
// eslint-disable-next-line no-var
declare var process: { readonly env: Readonly<Record<string, string | undefined>> };

// Next's declarations name these Node namespaces in types the browser code never touches.
declare namespace NodeJS {
  interface ProcessEnv {
    readonly [name: string]: string | undefined;
  }
}

declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';
