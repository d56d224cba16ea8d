import type { PeerDependency } from '../../shared/directives/directiveProps';
import type { InstalledPackage } from './directiveSources';

export const PACKAGE_MANAGERS = [
  { name: 'npm', verb: 'npm install' },
  { name: 'pnpm', verb: 'pnpm add' },
  { name: 'yarn', verb: 'yarn add' },
] as const;

/**
 * Peers a reader installs with the package. React is left out of the command (an app has it, and
 * the note lists its range); `@mui/system` too, as `@mui/material` depends on it. The Emotion
 * packages are optional peers only because a styled-components setup replaces them.
 */
const PEERS_TO_INSTALL = ['@mui/material', '@emotion/react', '@emotion/styled'];

/** Optional peers a reader still needs by default; other optional peers (date libraries) are a choice the page explains. */
const DEFAULT_OPTIONAL_PEERS = new Set(['@emotion/react', '@emotion/styled']);

/** The peers of the packages, once each, in a reading order: React first, then by name. */
export function peersOf(packages: readonly InstalledPackage[]): PeerDependency[] {
  const ranges = new Map<string, { ranges: string[]; optional: boolean }>();
  for (const pkg of packages) {
    for (const [name, range] of Object.entries(pkg.peerDependencies)) {
      const optional = pkg.optionalPeers.includes(name);
      if (optional && !DEFAULT_OPTIONAL_PEERS.has(name)) continue;
      const entry = ranges.get(name) ?? { ranges: [], optional };
      if (!entry.ranges.includes(range)) entry.ranges.push(range);
      entry.optional &&= optional;
      ranges.set(name, entry);
    }
  }
  const rank = (name: string) => (name === 'react' ? 0 : name === 'react-dom' ? 1 : 2);
  return [...ranges]
    .map(([name, entry]) => ({ name, range: entry.ranges.join(' and '), optional: entry.optional }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

/**
 * The words after `npm install`: each package pinned to the installed version, then the peers a
 * reader needs, at a caret range of the version the site is built and tested with.
 */
export function installArguments(
  packages: readonly InstalledPackage[],
  peers: readonly PeerDependency[] | null,
  installedVersion: (name: string) => string | null,
): string[] {
  const pinned = packages.map((pkg) => `${pkg.name}@${pkg.version}`);
  if (!peers) return pinned;
  const extra = PEERS_TO_INSTALL.filter((name) => peers.some((peer) => peer.name === name)).map((name) => {
    const version = installedVersion(name);
    return version ? `${name}@^${version}` : name;
  });
  return [...pinned, ...extra];
}

/** One command per package manager. */
export function installCommands(args: readonly string[]): Array<{ manager: string; command: string }> {
  return PACKAGE_MANAGERS.map(({ name, verb }) => ({ manager: name, command: `${verb} ${args.join(' ')}` }));
}
