/** Any origin serves to resolve a value against: only whether it stays on it matters. */
const PROBE_ORIGIN = 'https://docs.invalid';

/**
 * The value as a path of this site (path, query and fragment), or null when the browser would
 * take it anywhere else. "Starts with /" is not enough: `//evil.example/` and `/\evil.example/`
 * both start with a slash and both name another host, and so do `https:evil.example` or a
 * `javascript:` URL. Resolving the value as a link would and comparing origins catches them all.
 */
export function sameOriginPath(value: string): string | null {
  if (!value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}
