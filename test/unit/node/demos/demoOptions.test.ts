import { parseDemoOptions } from '../../../../src/node/demos/demoOptions';

describe('demo options', () => {
  it('defaults and accepts every documented option', () => {
    expect(parseDemoOptions('A.js', {})).toEqual({
      options: { bg: 'outlined', hideToolbar: false, disableAd: false, disableLiveEdit: false, iframe: false },
      errors: [],
    });
    expect(parseDemoOptions('A.js', { iframe: true }).options.bg).toBe(true);
    const full = parseDemoOptions('A.js', { bg: 'inline', defaultCodeOpen: false, maxWidth: 400, height: 600, disableLiveEdit: true });
    expect(full.errors).toEqual([]);
    expect(full.options).toMatchObject({ bg: 'inline', defaultCodeOpen: false, maxWidth: 400, height: 600, disableLiveEdit: true });
  });

  it('rejects the combinations the reference rejects, and unknown or mistyped options', () => {
    const errors = (raw: Record<string, unknown>, demo = 'A.js') => parseDemoOptions(demo, raw).errors;
    expect(errors({ hideToolbar: false })).toEqual(['"hideToolbar": false on demo "A.js" is the default; remove it']);
    expect(errors({ hideToolbar: true, defaultCodeOpen: true })[0]).toMatch(/hides its toolbar, so "defaultCodeOpen": true/);
    expect(errors({ hideToolbar: true, disableAd: true })[0]).toMatch(/hides its toolbar, so there is no code panel/);
    expect(errors({}, 'A.tsx')[0]).toMatch(/names a TypeScript file/);
    expect(errors({ hideToolbar: true }, 'A.tsx')).toEqual([]);
    expect(errors({ bg: 'blue' })[0]).toMatch(/"bg" on demo "A.js" must be/);
    expect(errors({ maxWidth: '400px' })[0]).toMatch(/"maxWidth" on demo "A.js" must be a positive number/);
    expect(errors({ colour: 'red' })[0]).toMatch(/Unknown option "colour"/);
  });
});
