// The generated nginx block (deploy/nginx.conf) on Debian's nginx: it passes `nginx -t`, and a real
// nginx serving out/ with it answers the redirects, headers and Brotli twins the other hosts do.
// scripts/ensure-nginx.sh (run by `npm test`) installs nginx and its Brotli static module.
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeNginxRunConfig } from '../../scripts/lib/nginxRun';
import { startServerProcess, stopServerProcess } from '../support/serverProcess';
import { expect, test } from './fixtures';

const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4331);
const origin = `http://127.0.0.1:${NGINX_PORT}`;

// One worker owns the nginx on NGINX_PORT: a second worker's would lose the bind.
test.describe.configure({ mode: 'default' });

let dir: string;
let config: string;
let nginx: ChildProcess | null = null;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  config = writeNginxRunConfig(dir, { root: 'out', host: '127.0.0.1', port: NGINX_PORT });
  nginx = await startServerProcess('nginx', ['-c', config, '-p', dir], `${origin}/x/introduction/`);
});

test.afterAll(async () => {
  await stopServerProcess(nginx);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the generated configuration passes nginx -t', () => {
  const check = spawnSync('nginx', ['-t', '-c', config, '-p', dir], { encoding: 'utf8' });
  expect(check.stderr).toContain('syntax is ok');
  expect(check.status).toBe(0);
});

test('nginx answers the redirects, caching, security headers and Brotli twins of the other hosts', async ({ request }) => {
  const moved = await request.get(`${origin}/x/react-data-grid/columns`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/x/react-data-grid/column-definition/');
  const prefixed = await request.get(`${origin}/zh/x/introduction/`, { maxRedirects: 0 });
  expect(prefixed.headers().location).toBe('/x/introduction/');
  const short = await request.get(`${origin}/r/x-license-eula/`, { maxRedirects: 0 });
  expect([short.status(), short.headers().location]).toEqual([302, 'https://mui.com/legal/mui-x-eula/']);

  const page = await request.get(`${origin}/x/introduction/`, { headers: { 'Accept-Encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-security-policy']).toContain("object-src 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(await page.text()).toBe(fs.readFileSync('out/x/introduction/index.html', 'utf8'));

  const chunk = (await page.text()).match(/\/_next\/static\/chunks\/[\w.-]+\.js/)![0];
  const script = await request.get(`${origin}${chunk}`);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-security-policy']).toContain("object-src 'none'");
  const twin = await request.get(`${origin}/x/introduction.md`);
  expect(twin.headers()['content-type']).toContain('text/markdown');
  expect((await request.get(`${origin}/x/no-such-page/`)).status()).toBe(404);
  expect((await request.get(`${origin}/_redirects`)).status()).toBe(404);
});

test('nginx names no version, in its headers or in its own error pages', async ({ request }) => {
  expect((await request.get(`${origin}/x/introduction/`)).headers().server).toBe('nginx');
  expect((await request.get(`${origin}/x/no-such-page/`)).headers().server).toBe('nginx');
  // A request line nginx refuses before any location: its built-in 400 page.
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(NGINX_PORT, '127.0.0.1', () => socket.end('NOT A REQUEST\r\n\r\n'));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 400/);
  expect(answer).not.toMatch(/nginx\/\d/);
});
