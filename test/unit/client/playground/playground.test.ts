import { compressToEncodedURIComponent } from 'lz-string';
import { codeToHash, readSharedCode, TEMPLATE } from '../../../../src/client/playground/playgroundCode';

describe('playground links', () => {
  it('round-trips code through a compact, URL-safe fragment', () => {
    const hash = codeToHash(TEMPLATE);
    expect(hash).toMatch(/^#code=[A-Za-z0-9+\-$]+$/);
    expect(hash.length).toBeLessThan(TEMPLATE.length);
    expect(readSharedCode(hash)).toEqual({ kind: 'code', code: TEMPLATE });
  });

  it('tells a fragment without code from a damaged one', () => {
    expect(readSharedCode('')).toEqual({ kind: 'none' });
    expect(readSharedCode('#usage')).toEqual({ kind: 'none' });
    expect(readSharedCode('#code=')).toEqual({ kind: 'damaged' });
    expect(readSharedCode('#code=%%%not-lz')).toEqual({ kind: 'damaged' });
    expect(readSharedCode('#code=%')).toEqual({ kind: 'damaged' });
    // Cut short by a chat client: what is left does not decompress to the code.
    const cut = codeToHash(TEMPLATE).slice(0, 40);
    expect(readSharedCode(cut)).not.toEqual({ kind: 'code', code: TEMPLATE });
  });

  it('reads a link whose fragment a mailer escaped', () => {
    const compressed = compressToEncodedURIComponent(TEMPLATE);
    const escaped = `#code=${compressed.replace(/\$/g, '%24').replace(/\+/g, '%2B')}`;
    expect(escaped).not.toBe(`#code=${compressed}`);
    expect(readSharedCode(escaped)).toEqual({ kind: 'code', code: TEMPLATE });
  });
});
