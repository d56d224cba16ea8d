import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type StaticServer = typeof import('../../../scripts/serve-static.mjs');

// `npm run serve` answers `Accept: text/markdown` on a page's address with the page's twin, as the
// nginx block does (test/e2e/site-files.spec.ts tries nginx on the real export).
describe('npm run serve: Markdown on request', () => {
  let root: string;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
    fs.mkdirSync(path.join(root, 'x/a'), { recursive: true });
    fs.mkdirSync(path.join(root, 'x/unwritten'), { recursive: true });
    fs.writeFileSync(path.join(root, 'x/a/index.html'), '<!doctype html><title>A</title>');
    fs.writeFileSync(path.join(root, 'x/a.md'), '# A\n');
    fs.writeFileSync(path.join(root, 'x/unwritten/index.html'), '<!doctype html><title>Soon</title>');
    fs.writeFileSync(path.join(root, '404.html'), 'missing');
    // A plain Node script (it runs without a build step), so jest loads it as the ES module it is.
    const server = (await import('../../../scripts/serve-static.mjs') as StaticServer).createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The server keeps idle connections a minute; this process's fetch holds some open.
        server.closeAllConnections();
      });
  });

  afterAll(async () => {
    await close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (pathname: string, accept?: string) => fetch(`${origin}${pathname}`, { headers: accept ? { Accept: accept } : {}, redirect: 'manual' });

  it('gives the twin to a client that asks for Markdown first, with or without the final slash', async () => {
    for (const pathname of ['/x/a/', '/x/a']) {
      const response = await get(pathname, 'text/markdown, text/html;q=0.9');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('vary')).toContain('Accept');
      expect(await response.text()).toBe('# A\n');
    }
  });

  it('gives a browser the page, and says the answer depends on Accept', async () => {
    const response = await get('/x/a/', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toContain('Accept');
    expect(await response.text()).toContain('<title>A</title>');
  });

  it('gives the page where there is no twin, and no twin for an address that is no page', async () => {
    const unwritten = await get('/x/unwritten/', 'text/markdown');
    expect(unwritten.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const traversal = await get('/x/..%2f..%2fetc/passwd', 'text/markdown');
    expect(traversal.status).not.toBe(200);
  });
});
