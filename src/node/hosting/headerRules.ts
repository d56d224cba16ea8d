import { SEARCH_MAP_PATH } from '../../shared/search/map/searchMapFormat';

/**
 * Response headers by path, in the form every host output is written from: `path` is an exact
 * path or a prefix ending in `/*`. No two rules give the same header to one path, because
 * Netlify and Cloudflare Pages join the values of every matching rule.
 */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Named by content (hashed), so a changed file has a new address: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stable names whose content changes with each deployment: the browser asks every time. */
const REVALIDATE = 'no-cache';

export function securityHeaders(contentPolicy: string): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // A page of ours opened by another site shares no browsing context group with it, so the
    // opener cannot reach it; windows we open ourselves (the sandboxes' form posts) keep theirs.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Content-Security-Policy': contentPolicy,
  };
}

/**
 * Pages, Markdown twins, the sitemap and llms.txt keep the hosts' default for HTML and text,
 * which revalidates (nginx and `npm start` say `no-cache` for them explicitly).
 */
export function headerRules(contentPolicy: string): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(contentPolicy) },
    { path: '/_next/static/*', headers: { 'Cache-Control': IMMUTABLE } },
    // A page's data for client-side navigation: its address holds the build id, so a new build
    // has new addresses. Cached, the data the router prefetched is not fetched again when the
    // reader follows the link (the router asks for it more than once).
    { path: '/_next/data/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/static/demo-code/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/x/pagefind/fragment/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/x/pagefind/index/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/x/pagefind/filter/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/x/sw.js', headers: { 'Cache-Control': REVALIDATE } },
    { path: '/x/pagefind/pagefind-entry.json', headers: { 'Cache-Control': REVALIDATE } },
    { path: '/x/pagefind/pagefind.js', headers: { 'Cache-Control': REVALIDATE } },
    { path: SEARCH_MAP_PATH, headers: { 'Cache-Control': REVALIDATE } },
    { path: '/sitemap.xml', headers: { 'Cache-Control': REVALIDATE } },
    { path: '/robots.txt', headers: { 'Cache-Control': REVALIDATE } },
    { path: '/x/llms.txt', headers: { 'Cache-Control': REVALIDATE } },
  ];
}

export function pathMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/** The headers a path gets: every matching rule, as the hosts apply them. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => pathMatches(rule.path, pathname)).map((rule) => rule.headers));
}

/** Two rules giving one header to the same path would be joined by the hosts into nonsense. */
export function overlappingHeaders(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = [];
  rules.forEach((rule, index) => {
    for (const other of rules.slice(index + 1)) {
      const overlap = pathMatches(rule.path, other.path.replace(/\*$/, '')) || pathMatches(other.path, rule.path.replace(/\*$/, ''));
      const shared = Object.keys(rule.headers).filter((name) => name in other.headers);
      if (overlap && shared.length) problems.push(`${rule.path} and ${other.path} both set ${shared.join(', ')}`);
    }
  });
  return problems;
}
