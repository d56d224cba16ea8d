// What an attacker controls reaches the site as an address, a fragment or a stored value. These
// properties try the rules that read them with arbitrary input, shaped like the attacks that
// worked once (backslashes, encoded and doubled slashes, dot segments, broken escapes).
import fc from 'fast-check';
import { formerLanguages, movedPages, retiredPaths, shortLinks } from '../../../../data/redirects';
import { redirectsFile } from '../../../../src/node/hosting/netlifyFiles';
import { SAFE_SPLAT, siteRedirects } from '../../../../src/node/hosting/redirectRules';
import { readRecentSearches, RECENT_SEARCHES_KEY } from '../../../../src/client/search/recentSearches';
import { readSharedCode } from '../../../../src/client/playground/playgroundCode';
import { parseRatings } from '../../../../src/client/feedback/ratingsCookie';
import { readCookie } from '../../../../src/client/utils/cookieHeader';
import { safeDecode } from '../../../../src/shared/utils/safeDecode';
import { sameOriginPath } from '../../../../src/shared/utils/sameOriginPath';

type StaticServer = typeof import('../../../../scripts/serve-static.mjs');

const ORIGIN = 'http://docs.test';
const sameOrigin = (location: string) => new URL(location, ORIGIN).origin === ORIGIN;
const redirects = siteRedirects({ movedPages, shortLinks, retiredPaths, formerLanguages });
/** The only other hosts a redirect may name: the declared targets of short links and retired pages. */
const externalTargets = new Set(redirects.filter((rule) => !rule.to.startsWith('/')).map((rule) => rule.to));

/** Pieces attacks are made of, so random paths hit the interesting cases often. */
const piece = fc.oneof(
  fc.constantFrom('/', '//', '\\', '%5C', '%5c', '%2F', '%2f', '%252F', '..', '.', '%2e%2e', '%', '%C0', '%E0%A4', '?', '#', '@', ':', 'evil.example', 'x', 'zh', 'ja', 'r', '_next', '_headers', '%0d%0a', '\t', ' '),
  fc.string({ maxLength: 6 }),
);
const attackPath = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''));
const prefixed = fc.tuple(fc.constantFrom(...formerLanguages.map((language) => `/${language}/`), ...formerLanguages.map((language) => `/x/..%2f${language}/`)), attackPath).map(([prefix, rest]) => prefix + rest);

let server: StaticServer;
beforeAll(async () => {
  // A plain Node script (it runs without a build step), so jest loads it as the ES module it is.
  server = await import('../../../../scripts/serve-static.mjs');
});

describe('the redirects of `npm start` (scripts/serve-static.mjs), over arbitrary addresses', () => {
  it('use the splat rule the nginx block uses', () => {
    expect(server.SAFE_SPLAT.source).toBe(new RegExp(`^${SAFE_SPLAT}$`).source);
  });

  it('never send a reader to another origin, and never throw', () => {
    const rules = server.parseRedirects(redirectsFile(redirects));
    fc.assert(
      fc.property(fc.oneof(attackPath.map((rest) => `/${rest}`), prefixed), (url) => {
        const pathname = server.requestPath(url);
        if (pathname === null) return;
        const redirect = server.findRedirect(rules, pathname);
        if (redirect === null) return;
        expect(sameOrigin(redirect.location) || externalTargets.has(redirect.location)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('redirect the attacks that worked before to a 404, and the real addresses as before', () => {
    const rules = server.parseRedirects(redirectsFile(redirects));
    const answer = (url: string) => {
      const pathname = server.requestPath(url);
      return pathname === null ? 'bad request' : (server.findRedirect(rules, pathname)?.location ?? 'no redirect');
    };
    expect(answer('/zh/%5Cevil.example/')).toBe('no redirect');
    expect(answer('/x/..%2fzh/%5Cevil.example/x/introduction/')).toBe('no redirect');
    expect(answer('/zh//evil.example/')).toBe('no redirect');
    expect(answer('/zh/x/%5Cevil.example/')).toBe('no redirect');
    expect(answer('/zh/x/%2F%2Fevil.example/')).toBe('/x/evil.example/');
    expect(answer('/zh/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting/');
    expect(answer('/fr/')).toBe('/x/introduction/');
    expect(answer('/x/react-data-grid/columns')).toBe('/x/react-data-grid/column-definition/');
    expect(answer('/zh/x/%')).toBe('bad request');
  });

  it('read every address as one normalised path or refuse it, never throwing', () => {
    fc.assert(
      fc.property(attackPath, (rest) => {
        const pathname = server.requestPath(`/${rest}`);
        if (pathname === null) return;
        expect(pathname.startsWith('/')).toBe(true);
        expect(pathname).not.toMatch(/\/\/|(^|\/)\.\.(\/|$)/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the splat nginx redirects (SAFE_SPLAT)', () => {
  it('only ever writes a same-origin target', () => {
    const splat = new RegExp(`^${SAFE_SPLAT}$`);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '.', 'a', '-', '~', '%', ':', '@', '\t') }), (rest) => {
        if (splat.test(rest)) expect(sameOrigin(`/x/${rest}`)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('decoding what a link carries', () => {
  it('safeDecode never throws, and decodes whatever decodeURIComponent can', () => {
    fc.assert(
      fc.property(fc.oneof(attackPath, fc.string()), (text) => {
        let expected: string;
        try {
          expected = decodeURIComponent(text);
        } catch {
          expected = text;
        }
        expect(safeDecode(text)).toBe(expected);
      }),
      { numRuns: 1500 },
    );
    expect(safeDecode('%')).toBe('%');
    expect(safeDecode('%C0')).toBe('%C0');
    expect(safeDecode('a%20b')).toBe('a b');
  });

  it('a playground fragment is code, no code or damaged, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(attackPath.map((text) => `#code=${text}`), fc.string()), (hash) => {
        expect(['none', 'code', 'damaged']).toContain(readSharedCode(hash).kind);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('stored values', () => {
  it('sameOriginPath keeps paths of this site and nothing that leaves it', () => {
    for (const attack of ['//evil.example/', '/\\evil.example/', '/\\/evil.example', '/%5C/evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example/', ' //evil.example']) {
      expect(sameOriginPath(attack) === null || sameOrigin(sameOriginPath(attack)!)).toBe(true);
    }
    expect(sameOriginPath('//evil.example/')).toBeNull();
    // Dot segments fold these into `//…`: the value stays here, the normalised path would not.
    expect(sameOriginPath('/..//')).toBeNull();
    expect(sameOriginPath('/..//evil.example/')).toBeNull();
    expect(sameOriginPath('/x/..//evil.example/')).toBeNull();
    expect(sameOriginPath('/\\evil.example/')).toBeNull();
    expect(sameOriginPath('/x/react-data-grid/sorting/#sort-model')).toBe('/x/react-data-grid/sorting/#sort-model');
    fc.assert(
      fc.property(fc.oneof(attackPath, fc.string()), (value) => {
        const path = sameOriginPath(value);
        if (path !== null) expect(sameOrigin(path)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('recent searches read from storage are a list of same-origin entries, whatever storage holds', () => {
    const entry = fc.record({ query: fc.string(), title: fc.string(), url: fc.oneof(attackPath, fc.constant('//evil.example/')), product: fc.string() });
    const stored = fc.oneof(fc.string(), fc.json(), fc.array(entry).map((entries) => JSON.stringify(entries)));
    fc.assert(
      fc.property(stored, (raw) => {
        const storage = { getItem: (key: string) => (key === RECENT_SEARCHES_KEY ? raw : null) };
        for (const search of readRecentSearches(storage)) expect(sameOrigin(search.url) && search.url.startsWith('/')).toBe(true);
      }),
      { numRuns: 1000 },
    );
    const storage = { getItem: () => JSON.stringify([{ query: 'q', title: 't', url: '//evil.example/', product: 'p' }]) };
    expect(readRecentSearches(storage)).toEqual([]);
  });

  it('cookies with broken escapes or JSON read as absent, never as an exception', () => {
    fc.assert(
      fc.property(fc.oneof(attackPath, fc.string(), fc.json()), (value) => {
        const header = `codeVariant=${value}; feedback=${value}; feedback_id=${value}`;
        readCookie(header, 'codeVariant');
        expect(typeof parseRatings(header)).toBe('object');
      }),
      { numRuns: 1000 },
    );
  });
});
