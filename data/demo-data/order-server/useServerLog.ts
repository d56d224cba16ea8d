import * as React from 'react';
import type { ServerLogEntry } from './orderApi';
import type { OrderServer } from './createOrderServer';

/** The server's access log, newest first, as React state. */
export function useServerLog(server: OrderServer): ServerLogEntry[] {
  return React.useSyncExternalStore(server.subscribe, server.getLog, server.getLog);
}
