import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const CODE = /\.(ts|tsx|mts|mjs|cjs|js|css)$/;

/** Code files under `dir`, relative to the root; `skip` names folders left out. */
function codeFiles(dir: string, skip: (relative: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!skip(child)) walk(child);
      } else if (CODE.test(entry.name)) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/**
 * The project's modules: everything under src/, scripts/ and test/ (not the fixtures, which
 * mimic npm packages), and data/'s own modules, nav sections (data/navSections/) and shared demo data.
 * Route files under pages/ are named by their route; demos are content, named per page.
 */
function projectModules(): string[] {
  return [
    ...codeFiles('src'),
    ...codeFiles('scripts'),
    ...codeFiles('test', (dir) => dir === 'test/fixtures'),
    ...fs.readdirSync(path.join(ROOT, 'data')).filter((name) => CODE.test(name)).map((name) => `data/${name}`),
    ...codeFiles('data/navSections'),
    ...codeFiles('data/demo-data'),
  ];
}

describe('source file names', () => {
  it('are unique: a name says one job, and a search for it finds one file', () => {
    const byName = new Map<string, string[]>();
    for (const file of projectModules()) {
      const name = path.posix.basename(file);
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    const repeated = [...byName].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(repeated).toEqual([]);
  });

  it('finds the modules it checks', () => {
    const modules = projectModules();
    expect(modules).toContain('src/node/markdown/parsePage.ts');
    expect(modules).toContain('data/navTree.ts');
    expect(modules).toContain('data/navSections/dataGrid.ts');
    expect(modules.some((file) => file.startsWith('test/fixtures/'))).toBe(false);
  });
});
