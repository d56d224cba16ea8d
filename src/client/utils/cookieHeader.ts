/** How long the site's preference and feedback cookies last. */
export const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The value of cookie `name` in a `document.cookie` string; `undefined` when it is absent or its
 * percent-encoding is broken (another script may have written it), so a bad cookie never throws.
 */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A cookie for the whole site that lasts a year. `SameSite=Lax` keeps it off requests other
 * sites start in the background; `Secure`, on a page served over HTTPS, keeps it off plain HTTP
 * (a local `http://` build could not set it at all).
 */
export function serializeCookie(name: string, value: string, secure = typeof location !== 'undefined' && location.protocol === 'https:'): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${ONE_YEAR_SECONDS};samesite=lax${secure ? ';secure' : ''}`;
}
