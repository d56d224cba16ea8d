import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const MAP = 'docs/ARCHITECTURE.md';

/** The folders of the repository a path in the map may start with. */
const ROOTS = ['src/', 'data/', 'pages/', 'scripts/', 'test/', 'docs/', 'deploy/', 'public/', 'translations/'];
/** Files at the top of the repository that configure a tool. */
const TOP_LEVEL_CONFIG = /^(?:[\w-]+\.config\.[cm]?[jt]s|tsconfig(?:\.[\w-]+)?\.json|package(?:-lock)?\.json|README\.md)$/;
/** A module named by its file name alone (`parsePage.ts`): names are unique (sourceNames.test.ts), so the name finds it. */
const BARE_MODULE = /^[\w.-]+\.(?:ts|tsx|mts|mjs|cjs|css|sh)$/;
/** Where a glob or a placeholder starts (`data/<folder>/…/<name>.md`, `check-*.ts`): only what comes before it is fixed. */
const PLACEHOLDER = /[*<>…{}]/;
/** The folders searched for a bare module name, and for the code that names a generated file. */
const SOURCE_FOLDERS = ['src', 'pages', 'scripts', 'test', 'data'];

type MapPath = { kind: 'path'; text: string; fixed: string } | { kind: 'bare'; text: string };

/**
 * The repository paths the map names in backticks: a path under one of ROOTS (with a glob or
 * placeholder, the fixed folders before it), a top-level config file, or a module's bare file
 * name. Anything else in backticks (code, commands, routes, `out/` files) is not a path to check.
 */
function mapPaths(markdown: string): MapPath[] {
  const found: MapPath[] = [];
  for (const [, text] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (/\s/.test(text)) continue;
    if (ROOTS.some((root) => text.startsWith(root))) {
      const placeholder = text.search(PLACEHOLDER);
      const fixed = placeholder === -1 ? text : text.slice(0, text.lastIndexOf('/', placeholder) + 1);
      found.push({ kind: 'path', text, fixed });
    } else if (TOP_LEVEL_CONFIG.test(text)) {
      found.push({ kind: 'path', text, fixed: text });
    } else if (BARE_MODULE.test(text) && !PLACEHOLDER.test(text)) {
      found.push({ kind: 'bare', text });
    }
  }
  return found.filter((entry, index) => found.findIndex((other) => other.text === entry.text) === index);
}

/** The folders .gitignore keeps out of git that the build or `npm run generate` writes (`src/client/demos/generated/`, `deploy/`). */
function ignoredFolders(): string[] {
  return fs
    .readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, ''))
    .filter((line) => line.endsWith('/') && !line.startsWith('#') && !/[*?]/.test(line));
}

function filesUnder(relative: string): string[] {
  const absolute = path.join(ROOT, relative);
  if (!fs.existsSync(absolute)) return [];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const child = path.posix.join(relative, entry.name);
    return entry.isDirectory() ? filesUnder(child) : [child];
  });
}

/** What is wrong with a path the map names, or null. `named` says whether the project's code mentions a text. */
function pathProblem(entry: MapPath, files: readonly string[], ignored: readonly string[], named: (text: string) => boolean): string | null {
  if (entry.kind === 'bare') {
    return files.some((file) => path.posix.basename(file) === entry.text) ? null : `\`${entry.text}\`: no file of that name under ${SOURCE_FOLDERS.join('/, ')}/`;
  }
  const { text, fixed } = entry;
  const generatedIn = ignored.find((folder) => fixed === folder || fixed.startsWith(folder));
  if (generatedIn) {
    // Not in git: written by `npm run generate` or the build. Its folder's parent must exist, and
    // the code that writes it must name it.
    const parent = path.posix.dirname(generatedIn.replace(/\/$/, ''));
    if (parent !== '.' && !fs.existsSync(path.join(ROOT, parent))) return `\`${text}\`: ${parent}/ does not exist`;
    const name = path.posix.basename(fixed.replace(/\/$/, ''));
    return named(name) ? null : `\`${text}\`: generated (${generatedIn} is gitignored), but no code under src/ or scripts/ names ${name}`;
  }
  const stat = fs.statSync(path.join(ROOT, fixed.replace(/\/$/, '')), { throwIfNoEntry: false });
  if (!stat) return `\`${text}\`: ${fixed} does not exist`;
  if (fixed.endsWith('/') && !stat.isDirectory()) return `\`${text}\`: ${fixed} is not a folder`;
  return null;
}

describe(MAP, () => {
  const entries = mapPaths(fs.readFileSync(path.join(ROOT, MAP), 'utf8'));

  it('names only files and folders that exist', () => {
    const files = SOURCE_FOLDERS.flatMap(filesUnder);
    const code = ['src', 'scripts'].flatMap(filesUnder).filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file));
    const texts = new Map<string, boolean>();
    const named = (text: string) => {
      if (!texts.has(text)) texts.set(text, code.some((file) => fs.readFileSync(path.join(ROOT, file), 'utf8').includes(text)));
      return texts.get(text) as boolean;
    };
    const ignored = ignoredFolders();
    const problems = entries.flatMap((entry) => pathProblem(entry, files, ignored, named) ?? []);
    expect(problems).toEqual([]);
  });

  it('finds the paths it checks', () => {
    const texts = entries.map((entry) => entry.text);
    expect(texts).toEqual(expect.arrayContaining(['src/node/site/siteSteps.ts', 'eslint.config.mjs', 'tsconfig.client.json', 'parsePage.ts', 'deploy/nginx.conf']));
    expect(texts.length).toBeGreaterThan(100);
  });
});

describe('mapPaths', () => {
  it('takes paths, top-level config files and bare module names, and leaves code, commands and routes', () => {
    const markdown = [
      '`src/node/site/siteSteps.ts` and `data/navSections/` in `next.config.ts`; `parsePage.ts`',
      '`npm run generate`, `/playground/`, `out/_headers`, `x/sw.js`, `{{"demo": "<Demo>.js"}}`, `popovertarget`, `@docs/demo-data`',
      '`data/<folder>/<page>/<page>.md`, `test/e2e/<feature>.spec.ts`, `check-*.ts`, `src/node/site/siteSteps.ts`',
    ].join('\n');
    expect(mapPaths(markdown)).toEqual([
      { kind: 'path', text: 'src/node/site/siteSteps.ts', fixed: 'src/node/site/siteSteps.ts' },
      { kind: 'path', text: 'data/navSections/', fixed: 'data/navSections/' },
      { kind: 'path', text: 'next.config.ts', fixed: 'next.config.ts' },
      { kind: 'bare', text: 'parsePage.ts' },
      { kind: 'path', text: 'data/<folder>/<page>/<page>.md', fixed: 'data/' },
      { kind: 'path', text: 'test/e2e/<feature>.spec.ts', fixed: 'test/e2e/' },
    ]);
  });
});
