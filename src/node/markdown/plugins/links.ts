import type MarkdownIt from 'markdown-it';
import type { RenderEnv } from '../renderEnv';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const FILE = /\/[^/]+\.[a-z0-9]+$/i;
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** Why an href is not acceptable, or `null` when it is. */
export function checkHref(href: string, routeExists: (pathname: string) => boolean): string | null {
  const scheme = SCHEME.exec(href)?.[0].toLowerCase();
  // Anything else (javascript:, data:, vbscript:, file:) would act as the site or reach outside it.
  if (scheme && !ALLOWED_SCHEMES.has(scheme)) return `Link "${href}" uses the ${scheme} scheme: only http:, https: and mailto: links are allowed`;
  if (href.startsWith('#') || scheme || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0];
  if (!path.startsWith('/')) return `Relative link "${href}": internal links start with "/"`;
  if (FILE.test(path)) return null;
  if (!path.endsWith('/')) return `Link "${href}" is missing its trailing slash`;
  if (!routeExists(path.replace(/\/$/, '') || '/')) return `Link "${href}" points to a page that does not exist`;
  return null;
}

/** Validates every markdown link against the routes of the site; external links open as usual. */
export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docs_links', (state) => {
    const env = state.env as RenderEnv;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      for (const child of block.children) {
        if (child.type !== 'link_open') continue;
        const href = child.attrGet('href') ?? '';
        const problem = checkHref(href, env.routeExists) ?? env.apiAnchorProblem(href);
        if (problem) {
          env.problems.push({ file: env.file, line: env.lineOffset + (block.map?.[0] ?? 0) + 1, message: problem });
        }
        if (/^https?:\/\//.test(href)) child.attrSet('rel', 'noopener');
      }
    }
  });
}
