import { createHash } from 'node:crypto';
import publishedRoutes from '../../../../data/publishedRoutes.json';
import { formerLanguages, movedPages, retiredPaths, shortLinks } from '../../../../data/redirects';
import { contentSecurityPolicy, inlineScriptHashes, policyProblems } from '../../../../src/node/hosting/contentPolicy';
import { fallbackFiles } from '../../../../src/node/hosting/fallbackPages';
import { headerRules, headersFor, overlappingHeaders } from '../../../../src/node/hosting/headerRules';
import { headersFile, redirectsFile } from '../../../../src/node/hosting/netlifyFiles';
import { nginxServerBlock } from '../../../../src/node/hosting/nginxConfig';
import { wantsTwin } from '../../../../src/node/hosting/precompress';
import { abandonedRoutes, redirectProblems, siteRedirects, type RedirectRule } from '../../../../src/node/hosting/redirectRules';
import { exportedRoutes } from '../../../../src/shared/nav/siteNav';

const redirects = siteRedirects({ movedPages, shortLinks, retiredPaths, formerLanguages });
const site = (anchors: Record<string, string[]> = {}) => ({
  routes: new Set(exportedRoutes),
  anchorsOf: (route: string) => (route in anchors ? new Set(anchors[route]) : new Set<string>()),
});

describe('redirects', () => {
  it('cover the legacy addresses readers still follow', () => {
    const to = (from: string) => redirects.find((rule) => rule.from === from)?.to;
    expect(to('/')).toBe('/x/introduction/');
    expect(to('/x/react-data-grid/columns/')).toBe('/x/react-data-grid/column-definition/');
    expect(to('/x/react-data-grid/selection/')).toBe('/x/react-data-grid/row-selection/');
    expect(to('/x/react-data-grid/group-pivot/')).toBe('/x/react-data-grid/tree-data/');
    expect(to('/x/react-data-grid/migration-v4/')).toBe('/x/migration/migration-data-grid-v4/');
    expect(to('/x/react-date-pickers/migration-lab/')).toBe('/x/migration/migration-pickers-lab/');
    expect(to('/x/api/date-pickers/clock-picker/')).toBe('/x/api/date-pickers/time-clock/');
    expect(to('/r/x-get-license/')).toBe('https://mui.com/pricing/');
    expect(to('/zh/')).toBe('/x/introduction/');
    expect(to('/zh/x/*')).toBe('/x/:splat');
  });

  it('put every exact path before the language prefixes, so a host stopping at the first match is right', () => {
    const firstSplat = redirects.findIndex((rule) => rule.from.endsWith('/*'));
    expect(firstSplat).toBe(redirects.filter((rule) => !rule.from.endsWith('/*')).length);
    expect(redirects.slice(firstSplat).every((rule) => rule.from.endsWith('/*'))).toBe(true);
  });

  it('all point at pages and anchors the site exports, and hide no page (checked against the real nav)', () => {
    const anchors = {
      '/x/introduction/licensing': ['license-key-installation', 'pro-plan', 'premium-plan'],
      '/x/introduction/support': ['technical-support-for-pro-and-premium'],
    };
    expect(redirectProblems(redirects, site(anchors))).toEqual([]);
  });

  it('fail on a target that is no page, an anchor the page lacks, a source that is a page, a repeat', () => {
    const rules: RedirectRule[] = [
      { from: '/x/old/', to: '/x/react-data-grid/nowhere/', status: 301, kind: 'moved page' },
      { from: '/x/older/', to: '/x/introduction/licensing/#no-such-section', status: 301, kind: 'retired' },
      { from: '/x/react-data-grid/sorting/', to: '/x/introduction/', status: 301, kind: 'retired' },
      { from: '/x/old/', to: '/x/introduction/', status: 301, kind: 'retired' },
      { from: '/x/elsewhere/', to: 'http://example.com/', status: 302, kind: 'short link' },
    ];
    expect(redirectProblems(rules, site({ '/x/introduction/licensing': ['pro-plan'] }))).toEqual([
      expect.stringMatching(/\/x\/react-data-grid\/nowhere\/ is not a page of the site/),
      expect.stringMatching(/\/x\/introduction\/licensing\/ has no #no-such-section/),
      expect.stringMatching(/\/x\/react-data-grid\/sorting\/ is a page of the site/),
      expect.stringMatching(/\/x\/old\/ is redirected twice/),
      expect.stringMatching(/external target must be an https URL/),
    ]);
  });

  it('refuse a prefix whose target lets the address choose where it starts', () => {
    const rules: RedirectRule[] = [
      { from: '/old/*', to: '/:splat', status: 301, kind: 'language' },
      { from: '/older/*', to: 'https://elsewhere.example/:splat', status: 301, kind: 'language' },
      { from: '/oldest/*', to: '/x/:splat', status: 301, kind: 'language' },
    ];
    expect(redirectProblems(rules, site())).toEqual([
      expect.stringMatching(/^\/old\/\* .*a folder of the site followed by :splat/),
      expect.stringMatching(/^\/older\/\* .*a folder of the site followed by :splat/),
    ]);
  });

  it('know every exported page as published (a new page is added to data/publishedRoutes.json)', () => {
    expect(exportedRoutes.filter((route) => !publishedRoutes.includes(route))).toEqual([]);
  });

  it('leave no published page behind: removing one from the nav asks for a redirect', () => {
    const exported = new Set(exportedRoutes);
    expect(abandonedRoutes(publishedRoutes, exported, redirects)).toEqual([]);
    const withoutSorting = new Set(exportedRoutes.filter((route) => route !== '/x/react-data-grid/sorting'));
    expect(abandonedRoutes(publishedRoutes, withoutSorting, redirects)).toEqual(['/x/react-data-grid/sorting']);
    const moved: RedirectRule = { from: '/x/react-data-grid/sorting/', to: '/x/react-data-grid/', status: 301, kind: 'moved page' };
    expect(abandonedRoutes(publishedRoutes, withoutSorting, [...redirects, moved])).toEqual([]);
  });

  it('are written one per line for Netlify and Cloudflare Pages, and as a page for hosts without rules', () => {
    const file = redirectsFile(redirects);
    expect(file).toMatch(/^\/x\/react-data-grid\/columns\/ \/x\/react-data-grid\/column-definition\/ 301$/m);
    expect(file).toMatch(/^\/r\/x-license-eula\/ https:\/\/mui\.com\/legal\/mui-x-eula\/ 302$/m);
    expect(file).toMatch(/^\/ja\/x\/\* \/x\/:splat 301$/m);
    expect(file).not.toMatch(/ \/:splat/);
    const fallback = fallbackFiles(redirects, 'https://mui.com').find((page) => page.file === 'x/react-data-grid/rows/index.html');
    expect(fallback?.html).toContain('<meta name="robots" content="noindex">');
    expect(fallback?.html).toContain('<link rel="canonical" href="https://mui.com/x/react-data-grid/row-definition/">');
    expect(fallback?.html).toContain('<meta http-equiv="refresh" content="0; url=/x/react-data-grid/row-definition/">');
    expect(fallback?.html).not.toContain('<script');
    expect(fallbackFiles(redirects, 'https://mui.com').some((page) => page.file.includes('*'))).toBe(false);
  });
});

describe('content security policy', () => {
  it('hashes the inline scripts that run, not JSON data or external scripts', () => {
    const html = '<script>console.log(1)</script><script id="__NEXT_DATA__" type="application/json">{"a":1}</script><script src="/a.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([`sha256-${createHash('sha256').update('console.log(1)').digest('base64')}`]);
  });

  it('allows our origin, the hashed scripts and exactly the configured services, and nothing wide', () => {
    const policy = contentSecurityPolicy(['sha256-abc'], {
      adNetworkScript: 'https://ads.example/network.js',
      adFeed: 'https://feed.example/feed.json',
      feedback: 'https://feedback.example/api',
      sandboxForms: ['https://codesandbox.io/api/v1/sandboxes/define', 'https://stackblitz.com/run'],
    });
    expect(policy).toMatch(/script-src 'self' 'sha256-abc' 'unsafe-eval' 'wasm-unsafe-eval' https:\/\/ads\.example;/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/ads\.example https:\/\/feed\.example https:\/\/feedback\.example;/);
    expect(policy).toMatch(/form-action 'self' https:\/\/codesandbox\.io https:\/\/stackblitz\.com;/);
    expect(policy).toMatch(/object-src 'none'; base-uri 'self'; frame-ancestors 'self'$/);
    expect(policy).not.toMatch(/googletagmanager|algolia/);
    expect(policyProblems(policy)).toEqual([]);
  });

  it('names a lax source as a problem', () => {
    expect(policyProblems("default-src *; script-src 'self' 'unsafe-inline' https:; object-src 'none'")).toEqual([
      'default-src allows *',
      "script-src allows 'unsafe-inline'",
      'script-src allows https:',
    ]);
    // The chart image export's schemes are allowed where it needs them, and nowhere else.
    expect(policyProblems("img-src 'self' data: blob:; font-src 'self' data:; object-src 'none'")).toEqual([]);
    expect(policyProblems("script-src 'self' blob:; connect-src 'self' data:; object-src 'none'")).toEqual(['script-src allows blob:', 'connect-src allows data:']);
  });
});

describe('header rules', () => {
  const rules = headerRules("default-src 'self'");

  it('cache hashed files for a year and ask again for stable names, with the security headers everywhere', () => {
    expect(headersFor(rules, '/_next/static/chunks/abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/x/pagefind/fragment/en_1.pf_fragment')['Cache-Control']).toContain('immutable');
    // A page's data for the router lives under the build's id.
    expect(headersFor(rules, '/_next/data/build-1/x/react-charts/bars.json')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/x/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/x/pagefind/pagefind-entry.json')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/x/search-map.json')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/x/introduction/')['Cache-Control']).toBeUndefined();
    for (const pathname of ['/x/introduction/', '/_next/static/a.js', '/x/sw.js']) {
      expect(headersFor(rules, pathname)).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'SAMEORIGIN', 'Content-Security-Policy': "default-src 'self'" });
    }
  });

  it('never give one path the same header twice (hosts would join the values)', () => {
    expect(overlappingHeaders(rules)).toEqual([]);
    expect(overlappingHeaders([...rules, { path: '/_next/static/chunks/*', headers: { 'Cache-Control': 'no-cache' } }])).toEqual([
      expect.stringMatching(/\/_next\/static\/\* and \/_next\/static\/chunks\/\* both set Cache-Control/),
    ]);
  });

  it('are written as Netlify and Cloudflare read them', () => {
    expect(headersFile(rules)).toMatch(/^\/_next\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it('compress text worth compressing only', () => {
    expect(wantsTwin('a/index.html', 5000)).toBe(true);
    expect(wantsTwin('a/tiny.js', 200)).toBe(false);
    expect(wantsTwin('a/og.png', 50_000)).toBe(false);
  });
});

describe('nginx server block', () => {
  const block = nginxServerBlock(headerRules("default-src 'self'"), redirects, { root: '/srv/docs', listen: '8080', serverName: 'docs.example', brotli: true });

  it('serves the export with its precompressed twins and the same redirects', () => {
    expect(block).toContain('root /srv/docs;');
    expect(block).toContain('gzip_static on;');
    expect(block).toContain('brotli_static on;');
    expect(block).toContain('location ~ ^/x/react-data-grid/columns/?$ { return 301 /x/react-data-grid/column-definition/; }');
    expect(block).toContain('location ^~ /zh/x/ { rewrite "^/zh/x/((?:[A-Za-z0-9_.~-]+/)*[A-Za-z0-9_.~-]*)$" /x/$1 permanent; return 404; }');
  });

  it('answers a page asked for as Markdown with its twin, and tells caches the answer depends on Accept', () => {
    expect(block).toMatch(/^map \$http_accept \$docs_wants_markdown \{ default 0; "~\*\^.*text\\\\\/markdown.*" 1; \}$/m);
    expect(block).toContain('map "$docs_wants_markdown$uri" $docs_markdown_twin { default ""; "~^1(?<docs_page>/x/[^.]*?)/?$" "$docs_page.md"; }');
    expect(block).toContain('    if (-f $document_root$docs_markdown_twin) { rewrite ^ $docs_markdown_twin last; }');
    expect(block.indexOf('map $http_accept')).toBeLessThan(block.indexOf('server {'));
    expect(block).toContain('add_header Vary "Accept" always;');
  });

  it('serves no host file and names no version', () => {
    expect(block).toContain('server_tokens off;');
    const firstRegex = block.split('\n').find((line) => line.startsWith('  location ~'));
    expect(firstRegex).toBe('  location ~ ^/_(?!next/) { return 404; }');
  });

  it('repeats the security headers in every location that adds its own', () => {
    const locations = block.split('\n  location').slice(1).filter((location) => location.includes('add_header'));
    expect(locations.length).toBeGreaterThan(5);
    for (const location of locations) expect(location).toContain('add_header Content-Security-Policy');
  });
});
