import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { prepareContext } from '../quality/audit';
import { expectNoLayoutShift, test, waitForHydration } from './fixtures';

/**
 * A page arriving over a slow network is painted before it is parsed to the end. Whatever the
 * browser draws of a half-parsed page must already stand where it ends up: a header whose buttons
 * slide over when the last one arrives, or a button that widens when its last label does, count
 * as layout shifts for a reader on a slow network. So do table columns that widen as rows arrive.
 */
const CHUNK_BYTES = 1024;
const CHUNK_DELAY_MS = 30;

let proxy: http.Server;
let proxyOrigin = '';

test.beforeAll(async ({ baseURL }) => {
  const upstream = new URL(baseURL!);
  // Forwards every request to the site; HTML documents go out in small, spaced chunks.
  proxy = http.createServer((request, response) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const body = Buffer.concat(parts);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          let offset = 0;
          const next = () => {
            response.write(body.subarray(offset, offset + CHUNK_BYTES));
            offset += CHUNK_BYTES;
            if (offset < body.length) setTimeout(next, CHUNK_DELAY_MS);
            else response.end();
          };
          next();
        });
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

for (const [route, width] of [
  ['/x/react-data-grid/pagination/', 1280],
  ['/x/react-data-grid/pagination/', 390],
  ['/x/api/data-grid/data-grid/', 1280],
  ['/x/introduction/installation/', 1280],
] as const) {
  test(`${route} at ${width} px, arriving ${CHUNK_BYTES / 1024} kB every ${CHUNK_DELAY_MS} ms, moves nothing while it loads`, async ({ page, context }) => {
    await prepareContext(context);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${proxyOrigin}${route}`);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    await expectNoLayoutShift(page);
  });
}
