// Stands in for Node's types in the browser code's type check (tsconfig.client.json): Next's own
// declarations reference `node`, which would otherwise bring `fs`, `Buffer` and the rest back.
// It declares only what the bundler gives the browser.

/** Next inlines `process.env.X` at build time (next.config.mjs `env`); nothing else of `process` exists. */
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };

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
