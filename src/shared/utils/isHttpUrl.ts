/** An absolute http(s) URL of sane length: the only kind of third-party URL the site follows. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads an optional build-time URL setting: blank means not configured (null); anything other
 * than an http(s) URL throws, naming the variable, so a typo fails the build instead of shipping.
 */
export function optionalHttpUrl(name: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (!isHttpUrl(value)) throw new Error(`${name} must be an absolute http(s) URL; got "${value}"`);
  return new URL(value).href;
}
