/**
 * Writes what a host needs beside the pages, from one source: `out/_headers` and
 * `out/_redirects` (Netlify, Cloudflare Pages, and `npm start`), `deploy/nginx.conf` (an nginx
 * server block, beside the site rather than in it, so no host serves it), a small page at every redirected address for hosts with no rules, and
 * precompressed `.br` / `.gz` twins of the text files. Fails, listing them, on a redirect whose
 * target is not an exported page or anchor, or whose source is a page, on a published page
 * (data/publishedRoutes.json) that is gone without a redirect, and on a content policy that is
 * not strict.
 *
 * The services the policy allows come from the site's settings as the pages' own code checks them
 * (src/shared/site/settings.ts, the same values next.config.ts gave the build), so the policy names
 * exactly what the pages were built to call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import publishedRoutes from '../data/publishedRoutes.json';
import { formerLanguages, movedPages, retiredPaths, shortLinks } from '../data/redirects';
import { exportedRoutes } from '../src/shared/nav/siteNav';
import { extractAnchors } from '../src/build/quality/linkCheck';
import { contentSecurityPolicy, inlineScriptHashes, policyProblems, scriptHash } from '../src/build/hosting/contentPolicy';
import { NEXT_PAGE_RULES } from '../src/shared/nav/nextPageRules';
import { fallbackFiles } from '../src/build/hosting/fallbackPages';
import { headerRules, overlappingHeaders } from '../src/build/hosting/headerRules';
import { headersFile, redirectsFile } from '../src/build/hosting/netlifyFiles';
import { nginxServerBlock } from '../src/build/hosting/nginxConfig';
import { precompress } from '../src/build/hosting/precompress';
import { abandonedRoutes, redirectProblems, siteRedirects } from '../src/build/hosting/redirectRules';
import { filesUnder } from '../src/build/files/filesUnder';
import { nginxBlockPath } from './lib/nginxRun';
import { siteOrigin } from '../src/shared/site/siteIdentity';
import { CODESANDBOX_URL, STACKBLITZ_URL } from '../src/shared/site/settings';
import { adConfig } from '../src/client/ads/adConfig';
import { analyticsConfig } from '../src/client/analytics/analyticsConfig';
import { feedbackUrl } from '../src/shared/feedback/feedbackConfig';
import { docSearchSettings } from '../src/shared/search/searchConfig';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'out' },
    // Where the nginx block expects the site and what it listens on; tests serve out/ on a port.
    'nginx-root': { type: 'string', default: '/srv/mui-x-docs' },
    'nginx-listen': { type: 'string', default: '80' },
    'nginx-brotli': { type: 'string', default: 'on' },
  },
});
const site = path.resolve(values.site!);
const started = performance.now();
const fail = (title: string, problems: readonly string[]) => {
  console.error(`build-hosting: ${problems.length} ${title}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
};

// Redirects, checked against what was exported.
const redirects = siteRedirects({ movedPages, shortLinks, retiredPaths, formerLanguages });
const routes = new Set(exportedRoutes);
const anchorCache = new Map<string, ReadonlySet<string> | null>();
const anchorsOf = (route: string) => {
  if (!anchorCache.has(route)) {
    const file = path.join(site, route, 'index.html');
    anchorCache.set(route, fs.existsSync(file) ? extractAnchors(fs.readFileSync(file, 'utf8')).ids : null);
  }
  return anchorCache.get(route)!;
};
const redirectErrors = redirectProblems(redirects, { routes, anchorsOf });
if (redirectErrors.length) fail('redirects would lie', redirectErrors);
const abandoned = abandonedRoutes(publishedRoutes, routes, redirects);
if (abandoned.length) {
  fail(
    'published pages are gone without a redirect (add each to movedPages or retiredPaths in data/redirects.ts)',
    abandoned,
  );
}

// The content policy: every inline script of the export, by hash, and the one the inline loader adds.
const htmlFiles = filesUnder(site, (name) => name.endsWith('.html'));
const hashes = new Set<string>([scriptHash(NEXT_PAGE_RULES)]);
for (const file of htmlFiles) for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(hash);
const policy = contentSecurityPolicy([...hashes], {
  adNetworkScript: adConfig.networkScriptUrl ?? undefined,
  adFeed: adConfig.feedUrl ?? undefined,
  gtagScript: analyticsConfig.gtagScriptUrl,
  analyticsId: analyticsConfig.measurementId ?? undefined,
  feedback: feedbackUrl ?? undefined,
  docSearchAppId: docSearchSettings?.appId,
  sandboxForms: [CODESANDBOX_URL, STACKBLITZ_URL],
});
const policyErrors = policyProblems(policy);
if (policyErrors.length) fail('problems make the content policy lax', policyErrors);
const rules = headerRules(policy);
const overlaps = overlappingHeaders(rules);
if (overlaps.length) fail('header rules overlap', overlaps);

// Pages at the redirected addresses, for hosts without rules (written before compression, which covers them).
const fallbacks = fallbackFiles(redirects, siteOrigin);
for (const { file, html } of fallbacks) {
  const target = path.join(site, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, html);
}

fs.writeFileSync(path.join(site, '_headers'), headersFile(rules));
fs.writeFileSync(path.join(site, '_redirects'), redirectsFile(redirects));
const nginxBlock = nginxBlockPath(site);
fs.mkdirSync(path.dirname(nginxBlock), { recursive: true });
fs.writeFileSync(nginxBlock, nginxServerBlock(rules, redirects, {
    root: values['nginx-root']!,
    listen: values['nginx-listen']!,
    serverName: new URL(siteOrigin).hostname,
    brotli: values['nginx-brotli'] === 'on',
  }));

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
void precompress(filesUnder(site, () => true).filter((file) => !/\.(gz|br)$/.test(file))).then((totals) =>
  console.log(
  `build-hosting: ${redirects.length} redirects (${fallbacks.length} fallback pages), ${rules.length} header rules, ${hashes.size} inline script hashes in the policy; ` +
    `${totals.files} text files precompressed: ${kB(totals.raw)} → gzip ${kB(totals.gzip)}, brotli ${kB(totals.brotli)}; in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ),
);
