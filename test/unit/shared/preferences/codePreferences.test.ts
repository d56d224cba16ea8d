import { resolveCodeStyling, resolveCodeVariant } from '../../../../src/shared/preferences/codePreferences';

describe('code preferences', () => {
  it('lets a #Demo.tsx or #Demo.js link win over the cookie, and defaults to TS', () => {
    expect(resolveCodeVariant('#Basic.js', 'TS')).toBe('JS');
    expect(resolveCodeVariant('#Basic.tsx', 'JS')).toBe('TS');
    expect(resolveCodeVariant('', 'JS')).toBe('JS');
    expect(resolveCodeVariant('', 'garbage')).toBe('TS');
  });

  it('resolves the styling solution from the hash, the cookie or the default', () => {
    expect(resolveCodeStyling('#tailwind-Basic.js', undefined)).toBe('Tailwind');
    expect(resolveCodeStyling('#css-Basic.tsx', 'Tailwind')).toBe('CSS');
    expect(resolveCodeStyling('', 'CSS')).toBe('CSS');
    expect(resolveCodeStyling('', undefined)).toBe('MUI System');
  });
});
