/**
 * The server itself: it holds the seeded orders and answers like an HTTP API would, after a
 * latency, logging every request and failing the next one when told to. What each answer holds is
 * worked out by the endpoint modules; this one is only the transport around them.
 */
import { seededRandom } from '../random';
import { answerOrders, saveOrder } from './flatOrders';
import {
  OrderServerError,
  type OrderAnswer,
  type OrderGroupRow,
  type OrderQuery,
  type OrderRow,
  type OrderTreeRow,
  type ServerLogEntry,
} from './orderApi';
import { answerOrderGroups } from './orderGroups';
import { answerOrderTree } from './orderTree';
import { generateOrders } from './seededOrders';

export interface OrderServerOptions {
  /** How many orders the server holds. */
  orderCount?: number;
  /** Seed of the generated data. */
  seed?: number;
  /** Latency range in milliseconds. */
  latency?: [number, number];
}

export function createOrderServer({
  orderCount = 1000,
  seed = 2024,
  latency = [400, 800],
}: OrderServerOptions = {}) {
  const orders = generateOrders(orderCount, seed);
  const jitter = seededRandom(seed + 1);
  let failNext = false;
  let log: ServerLogEntry[] = [];
  let requestCount = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  /** Runs one request: logs it, waits, then answers or fails. */
  function handle<T>(
    method: string,
    query: OrderQuery,
    answer: () => T,
    countRows: (value: T) => number,
    body?: string,
  ): Promise<T> {
    requestCount += 1;
    const entry: ServerLogEntry = { id: requestCount, method, query, body, outcome: 'pending' };
    log = [entry, ...log].slice(0, 50);
    notify();
    const shouldFail = failNext;
    failNext = false;
    const ms = Math.round(latency[0] + jitter() * (latency[1] - latency[0]));
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        const settle = (patch: Partial<ServerLogEntry>) => {
          log = log.map((item) => (item.id === entry.id ? { ...item, ...patch, ms } : item));
          notify();
        };
        try {
          if (shouldFail) {
            throw new OrderServerError('503 Service Unavailable: the order service timed out', 503);
          }
          const value = answer();
          settle({ outcome: 'ok', rows: countRows(value) });
          resolve(value);
        } catch (error) {
          settle({ outcome: 'failed' });
          reject(error);
        }
      }, ms);
    });
  }

  const rowsOf = <R>(value: { rows: R[] }) => value.rows.length;

  return {
    /** A flat page of orders (see `answerOrders`). */
    getOrders(query: OrderQuery): Promise<OrderAnswer<OrderRow>> {
      return handle('getOrders', query, () => answerOrders(orders, query), rowsOf);
    },

    /** One level of the order tree, picked by `groupKeys` (see `answerOrderTree`). */
    getOrderTree(query: OrderQuery): Promise<OrderAnswer<OrderTreeRow>> {
      return handle('getOrderTree', query, () => answerOrderTree(orders, query), rowsOf);
    },

    /** One level of orders grouped by `groupFields`, picked by `groupKeys` (see `answerOrderGroups`). */
    getOrderGroups(query: OrderQuery): Promise<OrderAnswer<OrderGroupRow | OrderRow>> {
      return handle('getOrderGroups', query, () => answerOrderGroups(orders, query), rowsOf);
    },

    /** Saves one order and answers with the stored version. */
    updateOrder(row: OrderRow): Promise<OrderRow> {
      return handle(
        'updateOrder',
        {},
        () => saveOrder(orders, row),
        () => 1,
        `${row.number} status ${row.status}, units ${row.units}`,
      );
    },

    /** With `true`, the next request, whatever it is, fails with a 503 (once). */
    setFailNext(value: boolean) {
      failNext = value;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getLog: () => log,
  };
}

export type OrderServer = ReturnType<typeof createOrderServer>;
