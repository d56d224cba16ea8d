import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunch, OUR_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../../../../scripts/lib/chromiumLaunch';

/**
 * The features the installed playwright-core turns off, read from its code: it passes them as one
 * `--disable-features` flag, which ours replaces (Chromium keeps the last one), so our copy must
 * be the same list for that flag to be dropped and for nothing Playwright turns off to come back.
 */
function installedPlaywrightFeatures(): string[] {
  const lib = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib');
  const files = fs.readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const source = fs.readFileSync(path.join(lib, file), 'utf8');
    const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source);
    if (list) return [...list[1]!.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map(([, feature]) => feature!);
  }
  throw new Error(`no "disabledFeatures = [...]" list in ${lib}: playwright-core changed how it turns Chromium features off; see scripts/lib/chromiumLaunch.ts`);
}

describe('chromiumLaunch', () => {
  it('keeps the list of features Playwright turns off equal to the installed playwright-core', () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightFeatures());
  });

  it('drops Playwright\'s flag and passes one that turns off its features and ours', () => {
    const { args, ignoreDefaultArgs } = chromiumLaunch(['--extra']);
    expect(ignoreDefaultArgs).toEqual([`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`]);
    const flags = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.slice('--disable-features='.length).split(',')).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES]);
    expect(args.at(-1)).toBe('--extra');
  });
});
