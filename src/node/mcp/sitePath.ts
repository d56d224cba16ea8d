/**
 * The one gate every path the MCP server reads goes through. The paths come from the agent index
 * (a file of the site it serves, which may be a deployed origin the server does not control) and,
 * through the tools, from whatever an agent passes on. A path that could leave the site folder or
 * the origin is refused before any file is opened or any request sent: the server reads a site,
 * never the machine it runs on or a host it was not pointed at.
 */

/** What a site path may hold: the characters the build writes into addresses, nothing to decode. */
const SAFE = /^[A-Za-z0-9._~@+\-/]+$/;

export class SitePathError extends Error {
  constructor(sitePath: string, reason: string) {
    super(`refused site path ${JSON.stringify(sitePath.slice(0, 200))}: ${reason}`);
    this.name = 'SitePathError';
  }
}

/**
 * The path as given when it names a file inside the site, else a SitePathError saying why.
 * Refused, each with its own reason since each is a different attack: anything but a site path
 * (`https://…`, `//host/…`, `file:`), backslashes (Windows separators, and `/\host` is another
 * host to a browser-like resolver), percent escapes (`%2e%2e`, `%2f`: decoded by a server after
 * the check), a query or fragment, control characters, and `.`, `..` or empty segments.
 */
export function checkSitePath(sitePath: string): string {
  const fail = (reason: string): never => {
    throw new SitePathError(sitePath, reason);
  };
  if (typeof sitePath !== 'string' || sitePath === '') return fail('empty');
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(sitePath)) return fail('an absolute URL, not a path of the site');
  if (sitePath.startsWith('//')) return fail('a protocol-relative URL names another host');
  if (!sitePath.startsWith('/')) return fail('a site path starts with "/"');
  if (sitePath.includes('\\')) return fail('backslashes are not path separators of the site');
  if (sitePath.includes('%')) return fail('percent escapes (encoded slashes or dots) are not accepted');
  if (/[?#]/.test(sitePath)) return fail('a query or fragment is not part of a file path');
  if (/[\u0000-\u001f\u007f]/.test(sitePath)) return fail('control characters');
  const segments = sitePath.slice(1).split('/');
  if (segments.some((segment) => segment === '..')) return fail('".." would leave the site');
  if (segments.some((segment) => segment === '.')) return fail('"." segments are not accepted');
  if (segments.slice(0, -1).some((segment) => segment === '')) return fail('empty segments ("//") are not accepted');
  if (sitePath.endsWith('/')) return fail('names a folder, not a file');
  if (!SAFE.test(sitePath)) return fail('characters outside letters, digits and ._~@+-/');
  return sitePath;
}
