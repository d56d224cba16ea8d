import { readFileSync } from 'node:fs';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; @mui/x-internals hashes with TextEncoder at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// next/link reads the trailingSlash setting from this build-time variable, which jest never sets.
process.env.__NEXT_TRAILING_SLASH = 'true';
process.env.LIB_VERSION ??= JSON.parse(
  readFileSync(require.resolve('@mui/x-data-grid/package.json'), 'utf8'),
).version;
