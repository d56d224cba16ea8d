import { Parser } from 'htmlparser2';

export interface PageAnchors {
  /** Every `href` of an `<a>` or `<area>`, in document order. */
  hrefs: string[];
  ids: Set<string>;
}

export interface LinkProblem {
  /** Route of the page holding the link. */
  page: string;
  href: string;
  reason: string;
}

export function extractAnchors(html: string): PageAnchors {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if ((name === 'a' || name === 'area') && attributes.href !== undefined) hrefs.push(attributes.href);
      // Legacy named anchors are still valid fragment targets.
      if (name === 'a' && attributes.name) ids.add(attributes.name);
    },
  });
  parser.write(html);
  parser.end();
  return { hrefs, ids };
}

const SITE = 'http://site.invalid';
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function externalProblem(href: string, url: URL): string | null {
  if (!EXTERNAL_PROTOCOLS.has(url.protocol)) return `unsupported link protocol "${url.protocol}"`;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname.includes('.')) {
    return 'external link without a valid host name';
  }
  if (/\s/.test(href.trim())) return 'external link contains white space';
  return null;
}

/**
 * Checks every link of a built site. Internal links must reach an exported page (or a file that
 * `fileExists` knows) and, with a fragment, an element with that id on it. External links are only
 * checked for shape: the build machine has no network.
 */
export function checkLinks(
  pages: ReadonlyMap<string, PageAnchors>,
  fileExists: (pathname: string) => boolean,
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const [page, { hrefs }] of pages) {
    for (const href of hrefs) {
      let url: URL;
      try {
        url = new URL(href, `${SITE}${page}`);
      } catch {
        problems.push({ page, href, reason: 'malformed URL' });
        continue;
      }
      if (url.origin !== SITE) {
        const reason = externalProblem(href, url);
        if (reason) problems.push({ page, href, reason });
        continue;
      }
      if (!href.trim()) {
        problems.push({ page, href, reason: 'empty link' });
        continue;
      }
      const target = decodeURIComponent(url.pathname);
      const targetPage = pages.get(target);
      if (!targetPage) {
        if (!target.endsWith('/') && pages.has(`${target}/`)) {
          problems.push({ page, href, reason: 'missing trailing slash' });
        } else if (!fileExists(target)) {
          problems.push({ page, href, reason: `no page or file at ${target}` });
        }
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !targetPage.ids.has(fragment)) {
        problems.push({ page, href, reason: `no element with id "${fragment}" on ${target}` });
      }
    }
  }
  return problems;
}

export function formatLinkProblems(problems: readonly LinkProblem[]): string {
  const byPage = new Map<string, LinkProblem[]>();
  for (const problem of problems) byPage.set(problem.page, [...(byPage.get(problem.page) ?? []), problem]);
  return [...byPage]
    .map(([page, list]) => `${page}\n${list.map((p) => `  ${p.href} → ${p.reason}`).join('\n')}`)
    .join('\n');
}
