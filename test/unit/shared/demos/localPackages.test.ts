import { LOCAL_PACKAGES, localPackageOf } from '../../../../src/shared/demos/localPackages';
import tsconfig from '../../../../tsconfig.json';

describe('local packages', () => {
  it('resolve through tsconfig paths to the folder listed in src/shared/demos/localPackages.ts', () => {
    const paths = tsconfig.compilerOptions.paths as Record<string, string[]>;
    for (const [name, folder] of Object.entries(LOCAL_PACKAGES)) {
      expect(paths[name]).toEqual([`./${folder}/index.ts`]);
      expect(paths[`${name}/*`]).toEqual([`./${folder}/*`]);
    }
    expect(localPackageOf('@docs/demo-data/orders')).toBe('@docs/demo-data');
    expect(localPackageOf('@docs/demo-database')).toBeNull();
    expect(localPackageOf('@mui/x-data-grid')).toBeNull();
  });
});
