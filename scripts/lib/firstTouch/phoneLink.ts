// The phone's network for the first-touch samples: a local TCP proxy in front of each site that
// gives every byte the profile's round trip and shares one slow link among all connections.
//
// DevTools' network emulation throttles the requests a page makes, but not those the browser makes
// for it: a next page fetched ahead by speculation rules arrived in 6 ms where the link takes 300.
// Here nothing reaches the browser but through the link, so a fetch ahead costs what it would on
// the phone and takes its share of the line from the page's own downloads.
import net from 'node:net';

export interface LinkProfile {
  roundTripMs: number;
  downBytesPerSecond: number;
  upBytesPerSecond: number;
}

/** The phone profile of ../shared/reference/perf-traces.md: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE_LINK: LinkProfile = { roundTripMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8, upBytesPerSecond: (750 * 1024) / 8 };

// Small enough that the connections sharing the line take turns, as their TCP flows would.
const PIECE_BYTES = 4096;

interface Stream {
  pieces: (Buffer | null)[];
  deliver: (piece: Buffer | null) => void;
}

/**
 * One direction of the line: pieces leave in turn, one connection after the other, each taking
 * its size over the rate, and arrive half a round trip later. A `null` piece is the end of a
 * stream, delivered after the bytes before it.
 */
export class SharedLine {
  private readonly streams: Stream[] = [];
  private next = 0;
  private busy = false;

  constructor(
    private readonly bytesPerMs: number,
    private readonly oneWayMs: number,
  ) {}

  open(deliver: Stream['deliver']): Stream {
    const stream: Stream = { pieces: [], deliver };
    this.streams.push(stream);
    return stream;
  }

  send(stream: Stream, data: Buffer | null): void {
    if (data === null) stream.pieces.push(null);
    else for (let at = 0; at < data.length; at += PIECE_BYTES) stream.pieces.push(data.subarray(at, at + PIECE_BYTES));
    if (!this.busy) this.pump();
  }

  /** A closed connection's bytes leave the line. */
  close(stream: Stream): void {
    const index = this.streams.indexOf(stream);
    if (index >= 0) this.streams.splice(index, 1);
  }

  private pump(): void {
    const stream = this.nextWaiting();
    if (!stream) {
      this.busy = false;
      return;
    }
    this.busy = true;
    const piece = stream.pieces.shift() ?? null;
    const sendingMs = piece === null ? 0 : piece.length / this.bytesPerMs;
    setTimeout(() => {
      setTimeout(() => stream.deliver(piece), this.oneWayMs);
      this.pump();
    }, sendingMs);
  }

  private nextWaiting(): Stream | undefined {
    for (let tried = 0; tried < this.streams.length; tried += 1) {
      this.next = (this.next + 1) % this.streams.length;
      if (this.streams[this.next].pieces.length > 0) return this.streams[this.next];
    }
    return undefined;
  }
}

function pass(socket: net.Socket, piece: Buffer | null) {
  if (socket.destroyed) return;
  if (piece === null) socket.end();
  else socket.write(piece);
}

/** Serves `origin` through the link while `measure` runs, with the proxy's origin to load it from. */
export async function withPhoneLink<T>(origin: string, profile: LinkProfile, measure: (linkedOrigin: string) => Promise<T>): Promise<T> {
  const target = new URL(origin);
  const down = new SharedLine(profile.downBytesPerSecond / 1000, profile.roundTripMs / 2);
  const up = new SharedLine(profile.upBytesPerSecond / 1000, profile.roundTripMs / 2);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
    }
    const toClient = down.open((piece) => pass(client, piece));
    const toServer = up.open((piece) => pass(upstream, piece));
    upstream.on('data', (data: Buffer) => down.send(toClient, data));
    upstream.on('end', () => down.send(toClient, null));
    client.on('data', (data: Buffer) => up.send(toServer, data));
    client.on('end', () => up.send(toServer, null));
    const close = () => {
      down.close(toClient);
      up.close(toServer);
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    // The server's end travels the line like its bytes: the connection closes when it arrives.
    client.on('close', close);
    upstream.on('close', (hadError: boolean) => hadError && close());
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await measure(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}`);
  } finally {
    for (const socket of sockets) socket.destroy();
    server.close();
  }
}
