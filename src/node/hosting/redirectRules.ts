import type { DeclaredRedirect } from '../../../data/redirects';

/** One redirect every host applies, in the order hosts try them (first match wins). */
export interface RedirectRule extends DeclaredRedirect {
  /** Why it exists, written beside it in `_redirects`. */
  kind: 'root' | 'moved page' | 'retired' | 'short link' | 'language';
}

export interface RedirectSources {
  movedPages: readonly DeclaredRedirect[];
  shortLinks: readonly DeclaredRedirect[];
  retiredPaths: readonly DeclaredRedirect[];
  formerLanguages: readonly string[];
}

/**
 * Every redirect of the site. Exact paths come before prefixes so a host that stops at the first
 * match never sends a moved page through a language rule.
 */
export function siteRedirects(sources: RedirectSources): RedirectRule[] {
  return [
    { from: '/', to: '/x/introduction/', status: 301, kind: 'root' },
    ...sources.movedPages.map((rule): RedirectRule => ({ ...rule, kind: 'moved page' })),
    ...sources.retiredPaths.map((rule): RedirectRule => ({ ...rule, kind: 'retired' })),
    ...sources.shortLinks.map((rule): RedirectRule => ({ ...rule, kind: 'short link' })),
    ...sources.formerLanguages.map((language): RedirectRule => ({ from: `/${language}/`, to: '/x/introduction/', status: 301, kind: 'language' })),
    // A former language prefix covers only what this site serves under it: the docs under
    // `/zh/x/`. The target keeps `/x/` before the rest of the address, so whatever that rest holds
    // (a backslash, an encoded or doubled slash) the redirect stays on this origin: a bare
    // `/:splat` turned `/zh/%5Cevil.example/` into `/\evil.example/`, which browsers read as another host.
    ...sources.formerLanguages.map((language): RedirectRule => ({ from: `/${language}/x/*`, to: '/x/:splat', status: 301, kind: 'language' })),
  ];
}

/**
 * What a splat may hold for a host that can check it (nginx, `npm start`): path segments of the
 * characters the site's routes and files use, one slash apart. Anything else gets a 404 rather
 * than a redirect. Kept as a source string: nginx reads it as PCRE, Node as a RegExp.
 */
export const SAFE_SPLAT = '(?:[A-Za-z0-9_.~-]+/)*[A-Za-z0-9_.~-]*';

export const isSplat = (rule: DeclaredRedirect) => rule.from.endsWith('/*');
export const isInternal = (target: string) => target.startsWith('/');

export interface SiteIndex {
  /** Exported routes without trailing slash (`/x/introduction`). */
  routes: ReadonlySet<string>;
  /** The ids a built page has, or null when the page was not found in `out/`. */
  anchorsOf(route: string): ReadonlySet<string> | null;
}

/**
 * What would make a redirect lie: a target that is not an exported page or anchor, a source that
 * is itself a page (the redirect would hide it), a source listed twice, a malformed path.
 */
export function redirectProblems(rules: readonly RedirectRule[], site: SiteIndex): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    const label = `${rule.from} → ${rule.to} (${rule.kind})`;
    if (!/^\/([\w.-]+\/)*(\*)?$/.test(rule.from)) problems.push(`${label}: the source must be a path ending in "/" or "/*"`);
    if (seen.has(rule.from)) problems.push(`${label}: ${rule.from} is redirected twice`);
    seen.add(rule.from);
    if (!isSplat(rule) && rule.from !== '/' && site.routes.has(rule.from.replace(/\/$/, ''))) {
      problems.push(`${label}: ${rule.from} is a page of the site; the redirect would hide it`);
    }
    if (isSplat(rule)) {
      // `/:splat` would let the address choose the start of the target, and `//host` or `/\host` is another site.
      if (!/^\/[\w.-]+\/:splat$/.test(rule.to)) problems.push(`${label}: a prefix's target must be a folder of the site followed by :splat (\`/x/:splat\`)`);
      continue;
    }
    if (!isInternal(rule.to)) {
      if (!/^https:\/\/[\w.-]+\//.test(rule.to)) problems.push(`${label}: an external target must be an https URL`);
      continue;
    }
    const [pathPart, anchor] = rule.to.split('#');
    if (!pathPart.endsWith('/')) problems.push(`${label}: the target must end in "/" (the export's form)`);
    const route = pathPart.replace(/\/$/, '');
    if (!site.routes.has(route)) {
      problems.push(`${label}: ${pathPart} is not a page of the site`);
      continue;
    }
    if (anchor) {
      const anchors = site.anchorsOf(route);
      if (!anchors) problems.push(`${label}: ${pathPart} was not found in the build`);
      else if (!anchors.has(anchor)) problems.push(`${label}: ${pathPart} has no #${anchor}`);
    }
  }
  return problems;
}

/** Routes once published that are now neither a page nor the source of a redirect. */
export function abandonedRoutes(published: readonly string[], exported: ReadonlySet<string>, rules: readonly RedirectRule[]): string[] {
  const redirected = new Set(rules.filter((rule) => !isSplat(rule)).map((rule) => rule.from.replace(/\/$/, '')));
  return published.filter((route) => !exported.has(route) && !redirected.has(route));
}
