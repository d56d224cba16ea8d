import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/**
 * The site's Content-Security-Policy. Scripts run only from our origin, from the services the
 * build was configured with, and inline when their hash is listed: the export's inline scripts
 * are constants (the first-use loader, the colour-scheme and web-font scripts, Turbopack's chunk
 * list), so the build hashes each one it finds. The relaxations, each needed by a feature:
 * - `'unsafe-eval'`: the live demo editor and the playground compile the reader's code and run
 *   it with `new Function`.
 * - `'wasm-unsafe-eval'`: the Pagefind search index is a WebAssembly module.
 * - `style-src 'unsafe-inline'`: Emotion (MUI's styling engine, in demos and MUI parts) inserts
 *   `<style>` elements at run time, and tables carry build-time column widths in `style`.
 * - `img-src data:`: the MUI X packages draw a few images from data URLs.
 * - `img-src blob:` and `font-src data:`: a Pro chart's "Export as PNG" draws the chart, with
 *   the page's fonts inlined as data URLs, into an image it loads from a blob URL of its own.
 *   Both schemes hold only what the page's own scripts made.
 */

/** Scheme sources the policy allows, each for the reason above; any other is a problem. */
const ALLOWED_SCHEMES: Record<string, readonly string[]> = { 'img-src': ['data:', 'blob:'], 'font-src': ['data:'] };

/** The external services the build was configured with (each an absolute URL, or absent). */
export interface ConfiguredServices {
  adNetworkScript?: string;
  adFeed?: string;
  gtagScript?: string;
  /** Set when analytics is on: gtag then reports to Google's collection hosts. */
  analyticsId?: string;
  feedback?: string;
  docSearchAppId?: string;
  sandboxForms: string[];
}

export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

const present = (values: readonly (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** The policy's source for one inline script: `sha256-` and the base64 digest of its text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** `sha256-…` of every inline script that runs (JSON data blocks and external scripts excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let inScript = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = attributes.type?.toLowerCase();
        inScript = name === 'script' && attributes.src === undefined && (!type || type === 'text/javascript' || type === 'module');
        text = '';
      },
      ontext(chunk) {
        if (inScript) text += chunk;
      },
      onclosetag(name) {
        if (name === 'script' && inScript) hashes.add(scriptHash(text));
        inScript = false;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[], services: ConfiguredServices): string {
  const ads = present([originOf(services.adNetworkScript), originOf(services.adFeed)]);
  const analytics = services.analyticsId ? present([originOf(services.gtagScript), 'https://*.google-analytics.com', 'https://*.analytics.google.com']) : [];
  const docSearch = services.docSearchAppId
    ? [`https://${services.docSearchAppId.toLowerCase()}-dsn.algolia.net`, `https://${services.docSearchAppId.toLowerCase()}.algolia.net`, 'https://*.algolianet.com']
    : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...scriptHashes].sort().map((hash) => `'${hash}'`), "'unsafe-eval'", "'wasm-unsafe-eval'", ...present([originOf(services.adNetworkScript)]), ...present([services.analyticsId ? originOf(services.gtagScript) : null])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ads, ...analytics],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...ads, ...analytics, ...present([originOf(services.feedback)]), ...docSearch],
    'media-src': ["'self'"],
    'frame-src': ["'self'", ...present([originOf(services.adNetworkScript)])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...present(services.sandboxForms.map(originOf))],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${present(sources).join(' ')}`)
    .join('; ');
}

/** Why a policy is not strict, for the gate: any of these means a relaxation nobody chose. */
export function policyProblems(policy: string): string[] {
  const problems: string[] = [];
  for (const directive of policy.split(';').map((part) => part.trim())) {
    const [name, ...sources] = directive.split(/\s+/);
    for (const source of sources) {
      if (source === '*' || (/^[a-z-]+:$/.test(source) && !ALLOWED_SCHEMES[name]?.includes(source))) problems.push(`${name} allows ${source}`);
      if ((name === 'script-src' || name === 'default-src') && (source === "'unsafe-inline'" || source === 'data:')) problems.push(`${name} allows ${source}`);
    }
  }
  if (!/object-src 'none'/.test(policy)) problems.push("object-src is not 'none'");
  return problems;
}
