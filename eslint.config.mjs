import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { builtinModules } from 'node:module';

// Where code runs decides what it may import (docs/ARCHITECTURE.md, "Three sides"): src/node runs
// in Node at build time and may import anything; src/client runs in the browser; src/shared and
// data/ are read by both. The type check of tsconfig.client.json and the node-builtins gate back
// this up for what a lint rule cannot see (a package that pulls a built-in in).
const NODE_BUILTINS = {
  paths: builtinModules.map((name) => ({ name, message: 'A Node built-in cannot run in the browser: move this code to src/node/.' })),
  patterns: [{ group: ['node:*'], message: 'A Node built-in cannot run in the browser: move this code to src/node/.' }],
};
const NOT_BUILD = { group: ['**/node/**', '**/src/node'], message: 'Browser and shared code cannot import build code (src/node/): move what both need to src/shared/.' };
const NOT_CLIENT = { group: ['**/client/**'], message: 'Shared code cannot import browser code (src/client/): it must run in Node and in the browser alike.' };
// Every setting read from the environment is read in one module, which gives it its default and
// its meaning (src/shared/site/settings.ts); next.config.ts hands the site's to Next. Tests still set
// the environment to configure what they test.
const SETTINGS_IN_ONE_PLACE = {
  object: 'process',
  property: 'env',
  message: "Take the setting from src/shared/site/settings.ts (a new one goes there, with its default and meaning, and into README's Settings table).",
};

const config = [
  { ignores: ['out/**', '.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'src/**/generated/**'] },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: NODE_BUILTINS.paths, patterns: [...NODE_BUILTINS.patterns, NOT_BUILD] }] },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}', 'data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: NODE_BUILTINS.paths, patterns: [...NODE_BUILTINS.patterns, NOT_BUILD, NOT_CLIENT] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'data/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['src/shared/site/settings.ts'],
    rules: { 'no-restricted-properties': ['error', SETTINGS_IN_ONE_PLACE] },
  },
  // CommonJS files (the generator's worker threads) load their modules with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
];

export default config;
