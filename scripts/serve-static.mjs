#!/usr/bin/env node
// Serves the static export the way a static host does: `/a/b/` → `out/a/b/index.html`,
// `/a/b` → 308 to `/a/b/`, unknown paths → `out/404.html` with status 404. It applies the
// export's own `_redirects` and `_headers` (written by the build's hosting step, src/node/hosting/writeHostFiles.ts, the files
// Netlify and Cloudflare Pages read), so `npm start` and the end-to-end tests run under the
// headers and content policy the site ships with. Text goes out as the build's Brotli or gzip
// twin when the client accepts it, else gzipped on the fly.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** Text formats a CDN would compress; images and fonts already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml', '.webmanifest']);

/**
 * The path of a request URL, decoded, with `.` and `..` segments and doubled slashes resolved as
 * nginx does, so every rule below sees one spelling of an address; null when an escape is broken.
 * A backslash stays a backslash: it is a character of a file name here, not a separator.
 */
export function requestPath(url) {
  let decoded;
  try {
    decoded = decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return path.posix.normalize(`/${decoded}`);
}

/** `pathname` comes from `requestPath`: it starts with one slash and has no `..` left. */
export function resolveRequest(root, pathname) {
  const target = path.join(root, pathname);
  if (target !== root && !target.startsWith(root + path.sep)) return { status: 403 };
  if (existsSync(target) && statSync(target).isFile()) return { status: 200, file: target };
  if (existsSync(path.join(target, 'index.html'))) {
    // Encoded, so the header holds only what a header may; it starts with a single slash and a
    // name, so it never names another host.
    if (!pathname.endsWith('/')) return { status: 308, location: encodeURI(`${pathname}/`) };
    return { status: 200, file: path.join(target, 'index.html') };
  }
  return { status: 404, file: path.join(root, '404.html') };
}

/**
 * `Accept: text/markdown` before any `text/html` gets a page's Markdown twin: the pattern of
 * src/node/hosting/markdownNegotiation.ts, which this plain-Node file cannot import (a unit test
 * keeps them equal), and the nginx block's.
 */
export const MARKDOWN_ACCEPT = /^(?:(?!text\/html)[\s\S])*?text\/markdown(?=\s*(?:[;,]|$))(?![^,]*;\s*q\s*=\s*0(?:\.0*)?\s*(?:[,;]|$))/i;

/** The twin a page address is served from when Markdown is asked for and the build wrote one. */
function negotiatedTwin(root, pathname, accept) {
  const page = pathname.replace(/\/$/, '');
  if (!accept || !MARKDOWN_ACCEPT.test(accept) || !/^\/x\/[^.]*$/.test(page)) return null;
  const twin = path.join(root, `${page}.md`);
  return existsSync(twin) ? twin : null;
}

/** `_redirects`: `from to status` per line; `from` is a path, or a prefix ending in `/*` (`:splat`). */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/**
 * What a splat may hold: plain path segments one slash apart (the same rule as `SAFE_SPLAT` in
 * src/node/hosting/redirectRules.ts, which this plain-Node file cannot import; a unit test keeps
 * them equal). A rest with a backslash, a doubled slash or any other character is not redirected.
 */
export const SAFE_SPLAT = /^(?:[A-Za-z0-9_.~-]+\/)*[A-Za-z0-9_.~-]*$/;

/**
 * The first rule that matches, as the hosts read them: a path matches with or without its final
 * slash. `pathname` is decoded, so `%5C` and `%2F` are already `\` and `/` here.
 */
export function findRedirect(rules, pathname) {
  for (const rule of rules) {
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -1);
      if (!pathname.startsWith(prefix)) continue;
      const rest = pathname.slice(prefix.length);
      // The 404 the other hosts give, rather than a redirect whose target the address chose.
      return SAFE_SPLAT.test(rest) ? { status: rule.status, location: rule.to.replace(':splat', rest) } : null;
    } else if (pathname === rule.from || `${pathname}/` === rule.from) {
      return { status: rule.status, location: rule.to };
    }
  }
  return null;
}

/** `_headers`: a path line, then indented `Name: value` lines. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else if (rules.length) {
      const colon = line.indexOf(':');
      rules[rules.length - 1].headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

export function headersFor(rules, pathname) {
  const matches = (pattern) => (pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path)).map((rule) => rule.headers));
}

/**
 * The rules of `name`, read again whenever a build rewrites the file: a server left running across
 * `npm run build` would otherwise send the old content policy, whose script hashes block the new pages.
 */
function liveRules(root, name, parse) {
  const file = path.join(root, name);
  let stamp;
  let rules = [];
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : null;
    if (mtime !== stamp) {
      stamp = mtime;
      rules = mtime === null ? [] : parse(readFileSync(file, 'utf8'));
    }
    return rules;
  };
}

/** The build's twin the client can take, best first; never one older than the file it stands for. */
function precompressed(file, acceptEncoding) {
  for (const [encoding, extension] of [['br', '.br'], ['gzip', '.gz']]) {
    const twin = file + extension;
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) && existsSync(twin) && statSync(twin).mtimeMs >= statSync(file).mtimeMs) {
      return { encoding, file: twin };
    }
  }
  return null;
}

export function createStaticServer(root) {
  const absoluteRoot = path.resolve(root);
  const redirectRules = liveRules(absoluteRoot, '_redirects', parseRedirects);
  const headerRules = liveRules(absoluteRoot, '_headers', parseHeaders);
  const server = http.createServer((request, response) => {
    const redirects = redirectRules();
    const pathname = requestPath(request.url ?? '/');
    if (pathname === null) {
      response.writeHead(400, { 'Content-Type': 'text/plain' });
      response.end('Bad Request');
      return;
    }
    const ruleHeaders = headersFor(headerRules(), pathname);
    const redirect = findRedirect(redirects, pathname);
    if (redirect) {
      response.writeHead(redirect.status, { ...ruleHeaders, Location: redirect.location });
      response.end();
      return;
    }
    // Files for hosts are not pages: every top-level name starting with "_" but Next's assets.
    if (/^\/_(?!next\/)/.test(pathname)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not Found');
      return;
    }
    const twinFile = negotiatedTwin(absoluteRoot, pathname, request.headers.accept);
    const result = twinFile ? { status: 200, file: twinFile } : resolveRequest(absoluteRoot, pathname);
    if (result.location) {
      response.writeHead(result.status, { ...ruleHeaders, Location: result.location });
      response.end();
      return;
    }
    if (!result.file || !existsSync(result.file)) {
      response.writeHead(result.status, { 'Content-Type': 'text/plain' });
      response.end(http.STATUS_CODES[result.status]);
      return;
    }
    const type = TYPES[path.extname(result.file)] ?? 'application/octet-stream';
    // Compressed like a CDN would, so the bench and Lighthouse see the bytes readers download.
    const acceptEncoding = request.headers['accept-encoding'] ?? '';
    const twin = COMPRESSIBLE.has(path.extname(result.file)) ? precompressed(result.file, acceptEncoding) : null;
    const gzipNow = !twin && COMPRESSIBLE.has(path.extname(result.file)) && /\bgzip\b/.test(acceptEncoding);
    const encoding = twin?.encoding ?? (gzipNow ? 'gzip' : null);
    // What hosts do for files no rule names: revalidate. The rules say which files are immutable.
    response.writeHead(result.status, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      ...ruleHeaders,
      // A page's address answers with HTML or its Markdown twin by the Accept header.
      Vary: twinFile || type.startsWith('text/html') ? 'Accept, Accept-Encoding' : 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else if (twin) createReadStream(twin.file).pipe(response);
    else if (gzipNow) createReadStream(result.file).pipe(createGzip()).pipe(response);
    else createReadStream(result.file).pipe(response);
  });
  // Node closes an idle connection after 5 s, and a client that reuses it at that moment sees its
  // request fail ("fetch failed" in undici, which afdocs uses): the agent-docs gate lost sampled
  // links to it. nginx keeps one 75 s; so does this server, a little less.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      root: { type: 'string', default: 'out' },
    },
  });
  if (!existsSync(values.root)) {
    console.error(`Nothing to serve: ${values.root}/ does not exist. Run "npm run build" first.`);
    process.exit(1);
  }
  const server = createStaticServer(values.root);
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${values.root}/ at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${values.port}/x/`);
  });
}
