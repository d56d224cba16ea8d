import fs from 'node:fs';
import path from 'node:path';
import { site } from '../../../../data/site';

const ROOT = path.resolve(__dirname, '../../../..');
type Settings = typeof import('../../../../src/shared/site/settings');

/** The model's code, its comments left out. */
const source = () =>
  fs
    .readFileSync(path.join(ROOT, 'src/shared/site/settings.ts'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** Every variable the model reads: each `process.env.NAME` of its code. */
function namesTheModelReads(): string[] {
  return [...new Set([...source().matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!))].sort();
}

/** The variables README's "Settings" table names, in the first cell of each row. */
function namesTheReadmeLists(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = /^## Settings\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const firstCells = section.split('\n').filter((line) => line.startsWith('| `')).map((line) => line.split('|')[1]!);
  return [...new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!)))].sort();
}

/** The modules of `load`, loaded afresh as a process whose environment holds `env` and no other setting would. */
function loadedWith<T>(env: Record<string, string>, load: () => T): T {
  const saved = process.env;
  process.env = { ...saved };
  for (const name of namesTheModelReads()) delete process.env[name];
  Object.assign(process.env, env);
  try {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

const settingsWith = (env: Record<string, string>) => loadedWith(env, () => jest.requireActual<Settings>('../../../../src/shared/site/settings'));

describe('the settings model', () => {
  it('gives every setting its default when the environment has none', () => {
    const settings = settingsWith({});
    expect(settings).toMatchObject({
      SITE_ORIGIN: site.origin,
      SOURCE_CODE_REPO: 'https://github.com/mui/mui-x',
      SOURCE_GITHUB_BRANCH: 'master',
      LIB_VERSION: '',
      CODESANDBOX_URL: 'https://codesandbox.io/api/v1/sandboxes/define',
      STACKBLITZ_URL: 'https://stackblitz.com/run',
      NEXT_PUBLIC_MUI_X_LICENSE_KEY: '',
      SERVICE_WORKER_HOST: new URL(site.origin).hostname,
      FEEDBACK_URL: '',
      DOCSEARCH_APP_ID: '',
      BUILD_MODE: undefined,
    });
    // The tools read theirs when they ask: here, while the environment has none.
    const tools = loadedWith({}, () => {
      const { toolSettings } = jest.requireActual<Settings>('../../../../src/shared/site/settings');
      const { GRID_SNAPSHOT_WORKERS, JAVA_PATH, CHROMIUM_PATH, PEERS, BENCH_KEEP_COPY } = toolSettings;
      return { GRID_SNAPSHOT_WORKERS, JAVA_PATH, CHROMIUM_PATH, PEERS, BENCH_KEEP_COPY };
    });
    expect(tools).toEqual({ GRID_SNAPSHOT_WORKERS: '2', JAVA_PATH: 'java', CHROMIUM_PATH: '/usr/bin/chromium', PEERS: '/tmp/peers', BENCH_KEEP_COPY: false });
  });

  it('takes a value the environment sets, and a blank one as unset', () => {
    const settings = settingsWith({ SITE_ORIGIN: 'https://docs.example.com', SOURCE_GITHUB_BRANCH: '', FEEDBACK_URL: 'https://feedback.example/send', NODE_ENV: 'production' });
    expect(settings).toMatchObject({ SITE_ORIGIN: 'https://docs.example.com', SOURCE_GITHUB_BRANCH: 'master', FEEDBACK_URL: 'https://feedback.example/send', BUILD_MODE: 'production' });
  });

  it("registers the service worker on SITE_ORIGIN's host unless SERVICE_WORKER_HOST names another", () => {
    expect(settingsWith({ SITE_ORIGIN: 'https://docs.example.com' }).SERVICE_WORKER_HOST).toBe('docs.example.com');
    expect(settingsWith({ SITE_ORIGIN: 'https://docs.example.com', SERVICE_WORKER_HOST: 'docs-sw.test' }).SERVICE_WORKER_HOST).toBe('docs-sw.test');
  });

  it('stops the build on a bad value, naming the variable', () => {
    expect(() => settingsWith({ SITE_ORIGIN: 'mui.com' })).toThrow('SITE_ORIGIN must be an absolute URL such as https://mui.com; got "mui.com"');
    // The values that need checking are checked by the parsers of the code that uses them.
    expect(() => loadedWith({ FEEDBACK_URL: 'ftp://feedback.example' }, () => jest.requireActual('../../../../src/shared/feedback/feedbackConfig'))).toThrow(
      'FEEDBACK_URL must be an absolute http(s) URL; got "ftp://feedback.example"',
    );
    expect(() => loadedWith({ DOCSEARCH_APP_ID: 'APP1' }, () => jest.requireActual('../../../../src/shared/search/searchConfig'))).toThrow(/missing DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME$/);
    expect(() => loadedWith({ GA_MEASUREMENT_ID: 'UA-123' }, () => jest.requireActual('../../../../src/client/analytics/analyticsConfig'))).toThrow(/^GA_MEASUREMENT_ID must be a GA4 measurement id/);
    expect(() => loadedWith({ AD_DISPLAY_RATIO: '10%' }, () => jest.requireActual('../../../../src/client/ads/adConfig'))).toThrow('AD_DISPLAY_RATIO must be a number from 0 to 1; got "10%"');
  });

  it('hands Next, and the bundles built beside it, each browser setting by its name', () => {
    const settings = settingsWith({ DOCSEARCH_APP_ID: 'APP1' });
    const browser = settings.browserSettings();
    // Every setting read by its literal name but NODE_ENV, which Next sets itself; the tools' are read through globalThis.
    const literal = namesTheModelReads().filter((name) => new RegExp(`(?<!globalThis\\.)process\\.env\\.${name}\\b`).test(source()));
    expect(Object.keys(browser).sort()).toEqual(literal.filter((name) => name !== 'NODE_ENV'));
    for (const [name, value] of Object.entries(browser)) expect([name, value]).toEqual([name, settings[name as keyof Settings]]);
    expect(browser.DOCSEARCH_APP_ID).toBe('APP1');
    expect(settings.inlinedEnv('production')).toEqual({
      ...Object.fromEntries(Object.entries(browser).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
      'process.env.NODE_ENV': '"production"',
    });
  });

  it("reads the tools' settings when they ask, and gives a child process this environment with its own on top", () => {
    const { toolSettings, childEnv } = settingsWith({});
    const saved = process.env;
    process.env = { ...saved, JAVA_PATH: '/opt/java/bin/java', BENCH_KEEP_COPY: '1' };
    try {
      expect([toolSettings.JAVA_PATH, toolSettings.BENCH_KEEP_COPY]).toEqual(['/opt/java/bin/java', true]);
      expect(childEnv({ CI: 'true', JAVA_PATH: 'java' })).toEqual({ ...process.env, CI: 'true', JAVA_PATH: 'java' });
    } finally {
      process.env = saved;
    }
  });
});

describe("README's Settings table", () => {
  it('names exactly the variables the model reads', () => {
    const read = namesTheModelReads();
    expect(read).toEqual(expect.arrayContaining(['SITE_ORIGIN', 'NODE_ENV', 'JAVA_PATH']));
    expect(namesTheReadmeLists()).toEqual(read);
  });
});
