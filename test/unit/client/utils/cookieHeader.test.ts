import { readCookie, serializeCookie } from '../../../../src/client/utils/cookieHeader';

describe('code preference cookies', () => {
  it('reads and writes one-year cookies', () => {
    expect(serializeCookie('codeVariant', 'JS', false)).toBe('codeVariant=JS;path=/;max-age=31536000;samesite=lax');
    expect(serializeCookie('codeVariant', 'JS', true)).toBe('codeVariant=JS;path=/;max-age=31536000;samesite=lax;secure');
    // jsdom serves over http: no Secure, which a plain-http page could not set.
    expect(serializeCookie('codeVariant', 'JS')).toBe('codeVariant=JS;path=/;max-age=31536000;samesite=lax');
    expect(readCookie('a=1; codeVariant=JS; b=2', 'codeVariant')).toBe('JS');
    expect(readCookie('a=1', 'codeVariant')).toBeUndefined();
  });
});
