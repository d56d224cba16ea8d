import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

/**
 * The unit tests are laid out like the source: a test of `src/client/search/excerpt.ts` is
 * `test/unit/client/search/excerpt.test.ts`. Each first folder of test/unit mirrors a folder of
 * the project; `support/` holds the fixtures and helpers tests of several subsystems share.
 */
const MIRRORS: ReadonlyArray<readonly [test: string, source: string]> = [
  ['client', 'src/client'],
  ['shared', 'src/shared'],
  ['node', 'src/node'],
  ['scripts', 'scripts'],
  ['data', 'data'],
  ['pages', 'pages'],
  // The helpers the browser tests share (test/support/pageRecorder.ts) have unit tests too.
  ['test/support', 'test/support'],
];
const SUPPORT = 'support';
const TEST_FILE = /\.test\.tsx?$/;

/** What is wrong with where `file` (relative to test/unit, with `/`) sits, or null; `isFolder` asks the project. */
function misplacement(file: string, isFolder: (relative: string) => boolean): string | null {
  const at = `test/unit/${file}`;
  const folder = path.posix.dirname(file);
  const where = 'the folder that mirrors the module it tests: test/unit/<client|shared|node>/… for src/…, test/unit/<scripts|data|pages>/… for the folders of those names';
  if (folder === '.') return `${at} sits directly in test/unit/: move it to ${where}`;
  if (folder === SUPPORT || folder.startsWith(`${SUPPORT}/`)) {
    return TEST_FILE.test(file) ? `${at} is a test in test/unit/support/, which holds the fixtures tests share: move it to ${where}` : null;
  }
  const mirror = MIRRORS.find(([test]) => folder === test || folder.startsWith(`${test}/`));
  if (!mirror) return `${at} is in test/unit/${folder.split('/')[0]}/, which mirrors no folder of the project: move it to ${where}`;
  const [test, source] = mirror;
  const mirrored = source + folder.slice(test.length);
  return isFolder(mirrored) ? null : `${at} mirrors ${mirrored}/, which does not exist: move it beside the mirror of the module it tests (a module that moves takes its test along)`;
}

/** Every file under test/unit, relative to it. */
function unitFiles(relative = ''): string[] {
  return fs.readdirSync(path.join(ROOT, 'test/unit', relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? unitFiles(child) : [child];
  });
}

const isProjectFolder = (relative: string) => fs.statSync(path.join(ROOT, relative), { throwIfNoEntry: false })?.isDirectory() ?? false;

describe('the unit tests', () => {
  it('sit in folders that mirror the source, or in support/', () => {
    const problems = unitFiles().flatMap((file) => misplacement(file, isProjectFolder) ?? []);
    expect(problems).toEqual([]);
  });

  it('finds the files it checks', () => {
    const files = unitFiles();
    expect(files).toContain('node/quality/testLayout.test.ts');
    expect(files).toContain('support/renderWithProviders.tsx');
  });
});

describe('misplacement', () => {
  const folders = new Set(['src/client/search', 'src/node/markdown/plugins', 'scripts/lib', 'data', 'test/support']);
  const placed = (file: string) => misplacement(file, (relative) => folders.has(relative));

  it('accepts a file in the mirror of an existing folder, and the helpers of support/', () => {
    for (const file of ['client/search/excerpt.test.ts', 'client/search/searchFixtures.ts', 'node/markdown/plugins/tables.test.ts', 'scripts/lib/chromiumLaunch.test.ts', 'data/suite.test.tsx', 'test/support/pageRecorder.test.ts', 'support/renderWithProviders.tsx']) {
      expect([file, placed(file)]).toEqual([file, null]);
    }
  });

  it('names the file and says where it should go', () => {
    expect(placed('helpers.test.ts')).toMatch(/^test\/unit\/helpers\.test\.ts sits directly in test\/unit\/: move it to the folder that mirrors/);
    expect(placed('client/serch/excerpt.test.ts')).toMatch(/^test\/unit\/client\/serch\/excerpt\.test\.ts mirrors src\/client\/serch\/, which does not exist/);
    expect(placed('e2e/boot.test.ts')).toMatch(/^test\/unit\/e2e\/boot\.test\.ts is in test\/unit\/e2e\/, which mirrors no folder of the project/);
    expect(placed('support/layout.test.ts')).toMatch(/^test\/unit\/support\/layout\.test\.ts is a test in test\/unit\/support\//);
    expect(placed('test/unit/x.test.ts')).toMatch(/is in test\/unit\/test\/, which mirrors no folder/);
  });
});
