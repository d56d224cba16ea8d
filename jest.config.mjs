import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/test/setup/env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/dom.ts'],
  // Our local packages (src/shared/demos/localPackages.ts), as tsconfig.json `paths` maps them: Next's
  // transform rewrites static imports, this covers `jest.requireActual` and `jest.mock` too.
  moduleNameMapper: {
    '^@docs/demo-data$': '<rootDir>/data/demo-data/index.ts',
    '^@docs/demo-data/(.*)$': '<rootDir>/data/demo-data/$1',
  },
};

export default createJestConfig(config);
