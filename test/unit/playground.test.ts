import { codeFromHash, codeToHash, TEMPLATE } from '../../src/client/playground/playgroundCode';

describe('playground links', () => {
  it('round-trips code through a compact, URL-safe fragment', () => {
    const hash = codeToHash(TEMPLATE);
    expect(hash).toMatch(/^#code=[A-Za-z0-9+\-$]+$/);
    expect(hash.length).toBeLessThan(TEMPLATE.length);
    expect(codeFromHash(hash)).toBe(TEMPLATE);
  });

  it('ignores fragments that hold no code or damaged code', () => {
    expect(codeFromHash('')).toBeNull();
    expect(codeFromHash('#usage')).toBeNull();
    expect(codeFromHash('#code=')).toBeNull();
    expect(codeFromHash('#code=%%%not-lz')).toBeNull();
  });
});
