import fs from 'node:fs';
import path from 'node:path';
import type { GridApiObjects } from '../../shared/api/apiTypes';
import type { DirectiveSources, InstalledPackage } from './directiveSources';

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/**
 * Directive sources read from the project at `root`: data files, the generated grid API data and
 * the installed packages. Each is read on first use and kept, as every page of a build asks the
 * same questions.
 */
export function loadDirectiveSources(root: string, routeExists: (pathname: string) => boolean): DirectiveSources {
  let gridApi: GridApiObjects | null = null;
  let packages: InstalledPackage[] | null = null;
  const versions = new Map<string, string | null>();

  const packageJson = (name: string): PackageJson | null => {
    const file = path.join(root, 'node_modules', name, 'package.json');
    return fs.existsSync(file) ? readJson<PackageJson>(file) : null;
  };
  const gridApiObjects = () => {
    if (!gridApi) {
      const file = path.join(root, 'src/shared/api/generated/gridApiObjects.json');
      if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run generate\` (part of \`npm run build\`)`);
      gridApi = readJson<GridApiObjects>(file);
    }
    return gridApi;
  };

  return {
    routeExists,
    readDataFile(pathUnderData) {
      const file = path.join(root, 'data', pathUnderData);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    },
    apiInterfaces: () => gridApiObjects().interfaces,
    selectors: () => gridApiObjects().selectors,
    muiXPackages() {
      if (!packages) {
        const site = readJson<PackageJson>(path.join(root, 'package.json'));
        packages = Object.keys(site.dependencies ?? {})
          .filter((name) => name.startsWith('@mui/x-'))
          .sort()
          .flatMap((name): InstalledPackage[] => {
            const pkg = packageJson(name);
            if (!pkg?.version) return [];
            return [
              {
                name,
                version: pkg.version,
                peerDependencies: pkg.peerDependencies ?? {},
                optionalPeers: Object.entries(pkg.peerDependenciesMeta ?? {}).flatMap(([peer, meta]) => (meta.optional ? [peer] : [])),
              },
            ];
          });
      }
      return packages;
    },
    installedVersion(name) {
      if (!versions.has(name)) versions.set(name, packageJson(name)?.version ?? null);
      return versions.get(name) ?? null;
    },
  };
}
