/**
 * Writes what a host needs beside the pages, from one source: `out/_headers` and
 * `out/_redirects` (Netlify, Cloudflare Pages, and `npm start`), `deploy/nginx.conf` (an nginx
 * server block, beside the site rather than in it, so no host serves it), a small page at every redirected address for hosts with no rules, and
 * precompressed `.br` / `.gz` twins of the text files. Fails, listing them, on a redirect whose
 * target is not an exported page or anchor, or whose source is a page, on a published page
 * (data/publishedRoutes.json) that is gone without a redirect, and on a content policy that is
 * not strict. The last step of scripts/build-site.ts.
 *
 * The services the policy allows come from the site's settings as the pages' own code checks them
 * (src/shared/site/settings.ts, the same values next.config.ts gave the build), so the policy names
 * exactly what the pages were built to call.
 */
import fs from 'node:fs';
import path from 'node:path';
import publishedRoutes from '../../../data/publishedRoutes.json';
import { formerLanguages, movedPages, retiredPaths, shortLinks } from '../../../data/redirects';
import { exportedRoutes } from '../../shared/nav/siteNav';
import { extractAnchors } from '../quality/linkCheck';
import { contentSecurityPolicy, inlineScriptHashes, policyProblems, scriptHash } from './contentPolicy';
import { NEXT_PAGE_RULES } from '../../shared/nav/nextPageRules';
import { fallbackFiles } from './fallbackPages';
import { headerRules, overlappingHeaders } from './headerRules';
import { headersFile, redirectsFile } from './netlifyFiles';
import { nginxBlockPath, nginxServerBlock } from './nginxConfig';
import { precompress } from './precompress';
import { abandonedRoutes, redirectProblems, siteRedirects } from './redirectRules';
import { filesUnder } from '../files/filesUnder';
import { siteOrigin } from '../../shared/site/siteIdentity';
import { CODESANDBOX_URL, STACKBLITZ_URL } from '../../shared/site/settings';
import { adConfig } from '../../client/ads/adConfig';
import { analyticsConfig } from '../../client/analytics/analyticsConfig';
import { feedbackUrl } from '../../shared/feedback/feedbackConfig';
import { docSearchSettings } from '../../shared/search/searchConfig';
import type { StepContext } from '../site/stepContext';

const fail = (title: string, problems: readonly string[]): never => {
  throw new Error(`${problems.length} ${title}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
};

export async function writeHostFiles({ site: siteDir, flags, log }: StepContext): Promise<void> {
  const site = path.resolve(siteDir);
  const started = performance.now();

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
      root: flags.nginx.root,
      listen: flags.nginx.listen,
      serverName: new URL(siteOrigin).hostname,
      brotli: flags.nginx.brotli,
    }));

  const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  const totals = await precompress(filesUnder(site, () => true).filter((file) => !/\.(gz|br)$/.test(file)));
  log(
    `${redirects.length} redirects (${fallbacks.length} fallback pages), ${rules.length} header rules, ${hashes.size} inline script hashes in the policy; ` +
      `${totals.files} text files precompressed: ${kB(totals.raw)} → gzip ${kB(totals.gzip)}, brotli ${kB(totals.brotli)}; in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
