// The API sections of the nav, from the manifest `npm run generate` writes out of the packages'
// typings (src/api/build/): no API page is listed by hand. Plans come from the package that
// exports each name.
import manifest from '../src/shared/api/generated/manifest.json';
import type { ApiManifest, ApiManifestEntry } from '../src/shared/api/apiTypes';

/** The generated manifest: also what the API index pages list. */
export const apiManifest = manifest as ApiManifest;

function entries(folder: string, kind: 'components' | 'interfaces'): ApiManifestEntry[] {
  const found = apiManifest[folder]?.[kind];
  if (!found) throw new Error(`The API manifest has no ${kind} for ${folder}: run \`npm run generate\``);
  return found;
}

export const dataGridComponents = entries('data-grid', 'components');
export const dataGridInterfaces = entries('data-grid', 'interfaces');
export const datePickersComponents = entries('date-pickers', 'components');
export const chartsComponents = entries('charts', 'components');
export const chartsInterfaces = entries('charts', 'interfaces');
export const treeViewComponents = entries('tree-view', 'components');
