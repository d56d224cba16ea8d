/**
 * What directives are computed from, as an interface: the build reads the file system
 * (`loadDirectiveSources.ts`), tests pass plain objects.
 */
import type { ApiObjectInterface, ApiSelector } from '../../shared/api/apiTypes';

export interface InstalledPackage {
  name: string;
  version: string;
  peerDependencies: Readonly<Record<string, string>>;
  /** Peers marked `optional` in `peerDependenciesMeta`. */
  optionalPeers: readonly string[];
}

export interface DirectiveSources {
  routeExists(pathname: string): boolean;
  /** A file under `data/` (`data-grid/overview/features.json`), or null when there is none. */
  readDataFile(pathUnderData: string): string | null;
  /** The Data Grid's API object interfaces and selectors (`src/shared/api/generated/gridApiObjects.json`). */
  apiInterfaces(): readonly ApiObjectInterface[];
  selectors(): readonly ApiSelector[];
  /** The `@mui/x-*` packages the site depends on, as installed. */
  muiXPackages(): readonly InstalledPackage[];
  /** The installed version of any package (`@mui/material`), or null. */
  installedVersion(name: string): string | null;
}
