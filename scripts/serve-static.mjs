#!/usr/bin/env node
// Serves the static export the way any static host would: `/a/b/` → `out/a/b/index.html`,
// `/a/b` → 308 to `/a/b/`, unknown paths → `out/404.html` with status 404. Used by `npm start`
// and by the end-to-end tests; the site itself needs no server of its own. Text is sent gzipped
// to clients that accept it.
import { createReadStream, existsSync, statSync } from 'node:fs';
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

export function resolveRequest(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return { status: 400 };
  }
  const target = path.normalize(path.join(root, decoded));
  if (!target.startsWith(root)) return { status: 403 };
  if (existsSync(target) && statSync(target).isFile()) return { status: 200, file: target };
  if (existsSync(path.join(target, 'index.html'))) {
    if (!decoded.endsWith('/')) return { status: 308, location: `${decoded}/` };
    return { status: 200, file: path.join(target, 'index.html') };
  }
  return { status: 404, file: path.join(root, '404.html') };
}

export function createStaticServer(root) {
  const absoluteRoot = path.resolve(root);
  return http.createServer((request, response) => {
    const result = resolveRequest(absoluteRoot, request.url ?? '/');
    if (result.location) {
      response.writeHead(result.status, { Location: result.location });
      response.end();
      return;
    }
    if (!result.file || !existsSync(result.file)) {
      response.writeHead(result.status, { 'Content-Type': 'text/plain' });
      response.end(http.STATUS_CODES[result.status]);
      return;
    }
    const type = TYPES[path.extname(result.file)] ?? 'application/octet-stream';
    const immutable = result.file.includes(`${path.sep}_next${path.sep}static${path.sep}`);
    // Compressed like any CDN would, so the bench and Lighthouse see the bytes readers download.
    const gzip = COMPRESSIBLE.has(path.extname(result.file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(result.status, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else if (gzip) createReadStream(result.file).pipe(createGzip()).pipe(response);
    else createReadStream(result.file).pipe(response);
  });
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
