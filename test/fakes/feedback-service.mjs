#!/usr/bin/env node
// A stand-in for the feedback service, served on 127.0.0.1 for the browser tests.
//
//   POST /feedback        takes the widget's JSON and answers 201 {"ok":true}. With `fail=1` it
//                         answers 500, with `fail=drop` it drops the connection, and a body that
//                         is not JSON gets 400. Every request is logged, accepted or not.
//   OPTIONS /feedback     the CORS preflight a cross-origin JSON POST sends first.
//   GET /__log?session=ID what the session sent: [{ method, path, query, status, body }].
//
// Tests choose `session` (keeps parallel tests apart) and `fail` per browser context by
// rewriting the site's requests. Usage: node feedback-service.mjs --port 4324
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.FEEDBACK_PORT ?? '4324' }, host: { type: 'string', default: '127.0.0.1' } } });
const origin = `http://${values.host}:${values.port}`;
const MAX_BODY = 64 * 1024;

/** @type {Map<string, {method: string, path: string, query: Record<string, string>, status: number | null, body: unknown}[]>} */
const log = new Map();

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: text };
  }
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', origin);
  const query = Object.fromEntries(url.searchParams);
  const session = query.session ?? '';
  const send = (status, body, type = 'application/json') => {
    response.writeHead(status, { ...CORS, 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(body);
  };
  const record = (status, body) => {
    const entries = log.get(session) ?? [];
    entries.push({ method: request.method ?? '', path: url.pathname, query, status, body });
    log.set(session, entries);
  };

  if (url.pathname === '/__log' && request.method === 'GET') return send(200, JSON.stringify(log.get(session) ?? []));
  if (url.pathname !== '/feedback') return send(404, JSON.stringify({ error: 'not found' }));
  if (request.method === 'OPTIONS') {
    record(204, null);
    return send(204, '');
  }
  if (request.method !== 'POST') return send(405, JSON.stringify({ error: 'method not allowed' }));

  let text;
  try {
    text = await readBody(request);
  } catch {
    record(413, null);
    return send(413, JSON.stringify({ error: 'body too large' }));
  }
  const body = parseJson(text);
  if (query.fail === 'drop') {
    record(null, body.value);
    return request.socket.destroy();
  }
  const status = query.fail ? 500 : body.ok ? 201 : 400;
  record(status, body.value);
  return send(status, JSON.stringify(status === 201 ? { ok: true } : { error: status === 400 ? 'body is not JSON' : 'failing on request' }));
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Fake feedback service on ${origin}`);
});
