import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SharedLine, withPhoneLink } from '../../../../../scripts/lib/firstTouch/phoneLink';

describe('SharedLine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives each piece its time on the line, then half a round trip, and ends a stream after its bytes', () => {
    // 4 bytes per ms, 75 ms one way: 4096 bytes take 1024 ms on the line.
    const line = new SharedLine(4, 75);
    const got: string[] = [];
    const stream = line.open((piece) => got.push(piece === null ? 'end' : `${piece.length}`));
    line.send(stream, Buffer.alloc(4096));
    line.send(stream, null);
    jest.advanceTimersByTime(1024 + 74);
    expect(got).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(got).toEqual(['4096']);
    jest.advanceTimersByTime(75);
    expect(got).toEqual(['4096', 'end']);
  });

  it('shares the line: two connections take turns instead of one waiting for the other to finish', () => {
    const line = new SharedLine(4, 0);
    const order: string[] = [];
    const big = line.open(() => order.push('big'));
    const small = line.open(() => order.push('small'));
    line.send(big, Buffer.alloc(4096 * 3));
    line.send(small, Buffer.alloc(100));
    jest.advanceTimersByTime(10_000);
    expect(order).toEqual(['big', 'small', 'big', 'big']);
  });

  it('drops what a closed connection had not put on the line yet', () => {
    const line = new SharedLine(4, 0);
    const got: number[] = [];
    const stream = line.open((piece) => got.push(piece?.length ?? 0));
    line.send(stream, Buffer.alloc(4096 * 3));
    jest.advanceTimersByTime(1025);
    line.close(stream);
    jest.advanceTimersByTime(10_000);
    // The second piece was on the line when the connection closed; the third never left.
    expect(got).toEqual([4096, 4096]);
  });
});

describe('withPhoneLink', () => {
  it('serves the origin through the link, a round trip and the transfer slower than without it', async () => {
    const body = 'x'.repeat(20_000);
    const server = http.createServer((_request, response) => response.end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // 100 ms round trip, 200 kB/s down: 20 kB take at least 100 ms on the line.
      const { text, elapsed } = await withPhoneLink(origin, { roundTripMs: 100, downBytesPerSecond: 200_000, upBytesPerSecond: 200_000 }, async (linked) => {
        const started = performance.now();
        const response = await fetch(`${linked}/page`);
        return { text: await response.text(), elapsed: performance.now() - started };
      });
      expect(text).toBe(body);
      expect(elapsed).toBeGreaterThanOrEqual(200);
    } finally {
      server.close();
    }
  });
});
