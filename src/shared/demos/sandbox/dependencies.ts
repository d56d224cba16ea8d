import { localPackageOf } from '../localPackages';

/** The npm package each date adapter of the pickers needs at run time. */
const DATE_ADAPTER_PACKAGES: Readonly<Record<string, string>> = {
  AdapterDateFns: 'date-fns',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDayjs: 'dayjs',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

const ADAPTER_IMPORT = /^@mui\/(?:lab|x-date-pickers(?:-pro)?)\/(Adapter[^/]*)/;
const IMPORT_FROM = /^\s*import\s+(?:type\s+)?(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Module specifiers a source imports (type-only imports included: the TS variant needs them). */
export function importsOf(source: string): string[] {
  return [...new Set([...source.matchAll(IMPORT_FROM)].map((match) => match[1]))];
}

/** `@mui/x-data-grid/models` → `@mui/x-data-grid`, `dayjs/locale/de` → `dayjs`; relative → null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The date library a pickers adapter import needs. An adapter we do not know cannot be installed
 * for the reader, so it is an error that names the adapter itself.
 */
export function adapterPackage(specifier: string): string | null {
  const match = ADAPTER_IMPORT.exec(specifier);
  if (!match) return null;
  const adapter = match[1];
  const name = DATE_ADAPTER_PACKAGES[adapter];
  if (!name) throw new TypeError(`Can't determine the npm package required by the date adapter '${adapter}'`);
  return name;
}

/** Packages every sandbox needs whatever the demo imports. */
const BASE_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

/** Peer dependencies a package leaves to the project: the sandbox lists them so they are installed at our version. */
const PEER_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  '@mui/x-data-grid-generator': ['@mui/icons-material'],
};

/**
 * `dependencies` of a sandbox's package.json: what the demo imports plus React, Material UI and
 * Emotion, each at the version given in `versions` (the ones the site itself runs), else
 * `latest`. Pickers adapters bring their date library, the grid generator its icons. Local
 * packages (`@docs/demo-data`) are left out: the project carries their files.
 */
export function resolveDependencies(source: string, versions: Readonly<Record<string, string>>): Record<string, string> {
  const names = new Set(BASE_PACKAGES);
  for (const specifier of importsOf(source)) {
    // Our own modules travel as files with the project; their names must never be installed.
    if (localPackageOf(specifier)) continue;
    const name = packageOf(specifier);
    if (name) names.add(name);
    for (const peer of (name && PEER_PACKAGES[name]) || []) names.add(peer);
    const dateLibrary = adapterPackage(specifier);
    if (dateLibrary) names.add(dateLibrary);
  }
  return Object.fromEntries([...names].sort().map((name) => [name, versions[name] ?? 'latest']));
}
