// Types for next.config.ts, which imports this plain module (Next loads the config before any
// TypeScript loader of ours exists).
/** Version of an installed npm package, read from its package.json on disk. */
export function readInstalledVersion(packageName: string): string;
