import { escapeHtml } from '../../shared/utils/escapeHtml';
import { isInternal, isSplat, type RedirectRule } from './redirectRules';

/**
 * For hosts that read no redirect rules (a bare bucket behind a CDN), each redirected address
 * also exists as a small page: not indexed, naming its target as canonical, moving there at once
 * with a meta refresh (no script, so the content policy has nothing to allow) and offering a
 * plain link for the rest.
 */
export function fallbackPage(rule: RedirectRule, siteOrigin: string): string {
  const target = isInternal(rule.to) ? `${siteOrigin}${rule.to}` : rule.to;
  const href = escapeHtml(rule.to);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(target)}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '<title>Moved</title>',
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${href}">${escapeHtml(target)}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** `out/`-relative files to write: one per exact redirect whose address has no page of its own. */
export function fallbackFiles(rules: readonly RedirectRule[], siteOrigin: string): { file: string; html: string }[] {
  return rules
    .filter((rule) => !isSplat(rule) && rule.from !== '/')
    .map((rule) => ({ file: `${rule.from.replace(/^\//, '')}index.html`, html: fallbackPage(rule, siteOrigin) }));
}
