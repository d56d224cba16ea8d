import { readFileSync } from 'node:fs';
import sandboxPackages from '../../../src/node/demos/sandbox-packages.json';
import { site } from '../../../data/site';

// The pinned suite must work as one: every MUI X package the site installs at the same version.

function installedVersion(name: string): string {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

describe('the pinned MUI X suite', () => {
  it('installs every package at the same version', () => {
    // The list sandboxes pin their versions from names every MUI X package the site installs.
    const packages = sandboxPackages.filter((name) => name.startsWith('@mui/x-'));
    // The site model's packages, the licence package the paid ones share, and the grid's demo-data generator.
    expect([...packages].sort()).toEqual([...site.products.flatMap((product) => product.packages), '@mui/x-license', '@mui/x-data-grid-generator'].sort());
    const versions = new Set(packages.map(installedVersion));
    expect([...versions]).toEqual([process.env.LIB_VERSION]);
  });
});
