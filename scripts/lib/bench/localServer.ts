// The built site served on a free local port for the sections that load it in a browser.
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../serve-static.mjs';

/** Serves `root` while `measure` runs, with the origin to load it from. */
export async function withStaticServer<T>(root: string, measure: (origin: string) => Promise<T>): Promise<T> {
  const server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
    // Idle connections are kept a minute (serve-static.mjs); the process should not wait for them.
    server.closeAllConnections();
  }
}
