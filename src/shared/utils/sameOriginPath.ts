/** Any origin serves to resolve a value against: only whether it stays on it matters. */
const PROBE_ORIGIN = 'https://docs.invalid';

/**
 * The value as a path of this site (path, query and fragment), or null when the browser would
 * take it anywhere else. "Starts with /" is not enough: `//evil.example/` and `/\evil.example/`
 * both start with a slash and both name another host, and so do `https:evil.example` or a
 * `javascript:` URL. Resolving the value as a link would and comparing origins catches them all.
 * The path that comes back is checked the same way: dot segments can fold `/..//evil.example/`,
 * which stays on this site, into `//evil.example/`, which does not.
 */
export function sameOriginPath(value: string): string | null {
  if (!value.startsWith('/')) return null;
  const url = resolved(value);
  if (url?.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return resolved(path)?.origin === PROBE_ORIGIN ? path : null;
}

function resolved(value: string): URL | null {
  try {
    return new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
}
