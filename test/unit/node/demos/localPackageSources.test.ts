import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readLocalPackages } from '../../../../src/node/demos/localPackageSources';

describe('readLocalPackages', () => {
  const project = (files: Record<string, string>) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-packages-'));
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), source);
    }
    return root;
  };

  it('gives each file formatted with its JavaScript twin, and reads unchanged files back from the cache', async () => {
    const root = project({ 'data/demo-data/index.ts': "export { rows } from './rows';\n", 'data/demo-data/rows.ts': 'export const rows: number[] = [1,2];\n' });
    const cache = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'local-cache-')), salt: 'v1' };
    const [local] = await readLocalPackages(root, cache);
    expect(local.folder).toBe('demo-data');
    expect(local.files).toEqual([
      { tsName: 'index.ts', jsName: 'index.js', ts: "export { rows } from './rows';\n", js: "export { rows } from './rows';\n" },
      { tsName: 'rows.ts', jsName: 'rows.js', ts: 'export const rows: number[] = [1, 2];\n', js: 'export const rows = [1, 2];\n' },
    ]);
    expect(fs.readdirSync(cache.dir)).toHaveLength(1);
    fs.writeFileSync(path.join(cache.dir, fs.readdirSync(cache.dir)[0]), JSON.stringify({ ...local, folder: 'from-cache' }));
    expect((await readLocalPackages(root, cache))[0].folder).toBe('from-cache');
    expect((await readLocalPackages(root, { ...cache, salt: 'v2' }))[0].folder).toBe('demo-data');
  });

  it('gives the files of a subfolder by their path in the package, free to import the files above them', async () => {
    const root = project({
      'data/demo-data/index.ts': "export { serve } from './server';\n",
      'data/demo-data/server.ts': "export { serve } from './server-parts/serve';\n",
      'data/demo-data/random.ts': 'export const seed = 1;\n',
      'data/demo-data/server-parts/serve.ts': "import { seed } from '../random';\nexport const serve = (): number => seed;\n",
    });
    const [local] = await readLocalPackages(root);
    expect(local.files.map((file) => [file.tsName, file.jsName])).toEqual([
      ['index.ts', 'index.js'],
      ['random.ts', 'random.js'],
      ['server-parts/serve.ts', 'server-parts/serve.js'],
      ['server.ts', 'server.js'],
    ]);
    expect(local.files[2].js).toBe("import { seed } from '../random';\nexport const serve = () => seed;\n");
  });

  it('refuses a file that reaches outside the package, which a sandbox copy would not have', async () => {
    const root = project({ 'data/demo-data/index.ts': "export { pages } from '../pages';\n" });
    await expect(readLocalPackages(root)).rejects.toThrow(
      'data/demo-data/index.ts imports "../pages": a local package may only import its own files and npm packages',
    );
  });
});
