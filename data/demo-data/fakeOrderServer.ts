/**
 * An in-memory order server for the server-side data demos. It stands in for an HTTP API: every
 * call waits 400–800 ms, filters, sorts and slices on the "server", and can be told to fail its
 * next request. The orders are generated from a fixed seed, so every visit shows the same data.
 *
 * It answers three kinds of queries:
 * - `getOrders`: a flat list of orders (filter, sort, `start`/`end` slice, totals).
 * - `getOrderTree`: orders → order lines → parts of a bundle, one level per `groupKeys` step.
 * - `getOrderGroups`: orders grouped by the fields of `groupFields`, one level per `groupKeys` step.
 */
import * as React from 'react';
import { PRODUCTS } from './orders';
import { addDays, day, round, seededRandom } from './random';

/**
 * The parts of the grid's filter and sort models the server reads, declared here rather than
 * imported: the shared demo data needs no grid package, since every product's sandbox carries it.
 * The grid's `FilterModel` and `SortModel` fit these shapes.
 */
interface FilterItem {
  field: string;
  operator: string;
  value?: unknown;
}
interface FilterModel {
  items: FilterItem[];
  logicOperator?: string;
  quickFilterValues?: unknown[];
}
type SortModel = readonly { field: string; sort?: 'asc' | 'desc' | null }[];

export type OrderStatus = 'Pending' | 'Paid' | 'Shipped' | 'Delivered' | 'Refunded';
export type SalesChannel = 'Web shop' | 'Marketplace' | 'Retail partner';

export interface OrderRow {
  id: number;
  /** The number on the receipt: `SO-10001`. */
  number: string;
  customer: string;
  country: string;
  channel: SalesChannel;
  status: OrderStatus;
  orderedOn: Date;
  /** Units over all the lines of the order. */
  units: number;
  /** Amount of the order in US dollars. */
  total: number;
}

/** One row of the order tree: an order, one of its lines, or a part of a bundle line. */
export interface OrderTreeRow {
  /** `SO-10001`, `SO-10001/2`, `SO-10001/2/1`. */
  id: string;
  /** What `getGroupKey` returns: unique among the rows that share a parent. */
  key: string;
  kind: 'order' | 'line' | 'part';
  customer: string | null;
  status: OrderStatus | null;
  quantity: number;
  amount: number;
  /** How many rows sit directly under this one (0 for a leaf). */
  childCount: number;
  /** Server-computed results of `aggregationModel`, when one was sent. */
  aggregates?: Record<string, number | Date | null>;
}

/** One group of `getOrderGroups`: the values of the grouping fields down to its depth. */
export interface OrderGroupRow {
  id: string;
  /** What `getGroupKey` returns: the value of this level's grouping field. */
  groupKey: string;
  childCount: number;
  aggregates?: Record<string, number | Date | null>;
  [field: string]: unknown;
}

/** The part of the grid's `getRows` params this server understands. */
export interface OrderQuery {
  filterModel?: FilterModel;
  sortModel?: SortModel;
  /** First row, inclusive. */
  start?: number | string;
  /** Last row, inclusive. */
  end?: number;
  groupKeys?: string[];
  groupFields?: string[];
  aggregationModel?: Record<string, string>;
}

export interface OrderAnswer<R> {
  rows: R[];
  /** Rows matching at the top level. Left out for children: the grid reads any count as the top level's. */
  rowCount?: number;
  /** The results of `aggregationModel` over every matching row (not just this slice). */
  aggregateRow?: { aggregates: Record<string, number | Date | null> };
}

export interface ServerLogEntry {
  id: number;
  method: string;
  query: OrderQuery;
  /** What a write sent, in short. */
  body?: string;
  outcome: 'pending' | 'ok' | 'failed';
  /** Rows in the answer. */
  rows?: number;
  ms?: number;
}

export class OrderServerError extends Error {
  constructor(
    message: string,
    public status: number,
  ) {
    super(message);
    this.name = 'OrderServerError';
  }
}

// ---------------------------------------------------------------------------------------------
// Seeded data
// ---------------------------------------------------------------------------------------------

const CUSTOMERS: Array<[string, string]> = [
  ['Harbor Coffee Roasters', 'United States'],
  ['Bean & Barrel', 'United States'],
  ['Nordlicht Outdoor', 'Germany'],
  ['Kaffeehaus Ost', 'Germany'],
  ['Maple & Pine Studio', 'Canada'],
  ['Casa Azul Ceramics', 'Mexico'],
  ['Atelier Lumière', 'France'],
  ['Café des Arts', 'France'],
  ['Sakura Tea House', 'Japan'],
  ['Fjord Knitwear', 'Norway'],
  ['Kiwi Cycle Works', 'New Zealand'],
  ['Savanna Craft Co.', 'Kenya'],
];

/** Bundles are lines with parts of their own; their price is the sum of the parts. */
const BUNDLES: Array<[string, Array<[string, number, number]>]> = [
  [
    'Barista starter kit',
    [
      ['Espresso grinder', 1, 189],
      ['Barista scale', 1, 79],
      ['Milk frother', 1, 55],
    ],
  ],
  [
    'Pour-over gift box',
    [
      ['Pour-over kettle', 1, 64],
      ['Ceramic mug set', 1, 42],
      ['Filter papers (box)', 2, 9],
    ],
  ],
];

const STATUSES: OrderStatus[] = ['Delivered', 'Delivered', 'Shipped', 'Shipped', 'Paid', 'Pending', 'Refunded'];
const CHANNELS: SalesChannel[] = ['Web shop', 'Web shop', 'Marketplace', 'Retail partner'];

interface StoredLine {
  product: string;
  quantity: number;
  unitPrice: number;
  parts: Array<{ product: string; quantity: number; unitPrice: number }>;
}

interface StoredOrder extends OrderRow {
  lines: StoredLine[];
}

function generateOrders(count: number, seed: number): StoredOrder[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const firstDay = day('2024-01-02');
  return Array.from({ length: count }, (_, index) => {
    const [customer, country] = pick(CUSTOMERS);
    const lineCount = 1 + Math.floor(random() * 3);
    const lines: StoredLine[] = [];
    const used = new Set<string>();
    for (let i = 0; i < lineCount; i += 1) {
      if (random() < 0.18) {
        const [product, parts] = pick(BUNDLES);
        if (used.has(product)) continue;
        used.add(product);
        lines.push({
          product,
          quantity: 1,
          unitPrice: parts.reduce((sum, [, quantity, price]) => sum + quantity * price, 0),
          parts: parts.map(([name, quantity, unitPrice]) => ({ product: name, quantity, unitPrice })),
        });
      } else {
        const [product, unitPrice] = pick(PRODUCTS);
        if (used.has(product)) continue;
        used.add(product);
        lines.push({ product, quantity: 1 + Math.floor(random() * 6), unitPrice, parts: [] });
      }
    }
    if (lines.length === 0) {
      lines.push({ product: PRODUCTS[0][0], quantity: 1, unitPrice: PRODUCTS[0][1], parts: [] });
    }
    return {
      id: index + 1,
      number: `SO-${10001 + index}`,
      customer,
      country,
      channel: pick(CHANNELS),
      status: index >= count - 12 ? 'Pending' : pick(STATUSES),
      orderedOn: addDays(firstDay, Math.floor((index * 540) / count)),
      units: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)),
      lines,
    };
  });
}

/** The order as the API sends it, without its lines. */
function toOrderRow(order: StoredOrder): OrderRow {
  const { id, number, customer, country, channel, status, orderedOn, units, total } = order;
  return { id, number, customer, country, channel, status, orderedOn, units, total };
}

// ---------------------------------------------------------------------------------------------
// Filtering, sorting, aggregation: what a real back end would do in SQL
// ---------------------------------------------------------------------------------------------

function comparable(value: unknown): string | number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return String(value ?? '').toLowerCase();
}

function dayOf(value: unknown): number {
  const date = value instanceof Date ? value : new Date(String(value));
  return Math.floor(date.getTime() / 86_400_000);
}

function matchesItem(cell: unknown, item: FilterItem): boolean {
  const wanted = item.value;
  if (item.operator === 'isEmpty') return cell == null || cell === '';
  if (item.operator === 'isNotEmpty') return cell != null && cell !== '';
  // An item without a value (the reader is still typing) does not filter.
  if (wanted == null || wanted === '' || (Array.isArray(wanted) && wanted.length === 0)) return true;
  const text = String(cell ?? '').toLowerCase();
  const needle = String(wanted).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case 'is':
      return cell instanceof Date ? dayOf(cell) === dayOf(wanted) : text === needle;
    case 'doesNotEqual':
    case 'not':
      return cell instanceof Date ? dayOf(cell) !== dayOf(wanted) : text !== needle;
    case 'startsWith':
      return text.startsWith(needle);
    case 'endsWith':
      return text.endsWith(needle);
    case 'isAnyOf':
      return (wanted as unknown[]).some((value) => String(value).toLowerCase() === text);
    case '=':
      return Number(cell) === Number(wanted);
    case '!=':
      return Number(cell) !== Number(wanted);
    case '>':
      return Number(cell) > Number(wanted);
    case '>=':
      return Number(cell) >= Number(wanted);
    case '<':
      return Number(cell) < Number(wanted);
    case '<=':
      return Number(cell) <= Number(wanted);
    case 'after':
      return dayOf(cell) > dayOf(wanted);
    case 'onOrAfter':
      return dayOf(cell) >= dayOf(wanted);
    case 'before':
      return dayOf(cell) < dayOf(wanted);
    case 'onOrBefore':
      return dayOf(cell) <= dayOf(wanted);
    default:
      throw new OrderServerError(`400 Bad Request: operator "${item.operator}" is not supported`, 400);
  }
}

const SEARCHED_FIELDS = ['number', 'customer', 'country', 'channel', 'status'] as const;

function filterOrders(orders: StoredOrder[], filterModel?: FilterModel): StoredOrder[] {
  if (!filterModel) return orders;
  const items = filterModel.items.filter((item) => item.field);
  const words = (filterModel.quickFilterValues ?? [])
    .map((word) => String(word ?? '').toLowerCase())
    .filter(Boolean);
  return orders.filter((order) => {
    const record = order as unknown as Record<string, unknown>;
    if (items.length > 0) {
      const results = items.map((item) => matchesItem(record[item.field], item));
      const passes = filterModel.logicOperator === 'or' ? results.some(Boolean) : results.every(Boolean);
      if (!passes) return false;
    }
    return words.every((word) =>
      SEARCHED_FIELDS.some((field) => String(order[field]).toLowerCase().includes(word)),
    );
  });
}

function sortRows<R>(rows: R[], sortModel?: SortModel): R[] {
  if (!sortModel || sortModel.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const left = comparable((a as Record<string, unknown>)[field]);
      const right = comparable((b as Record<string, unknown>)[field]);
      if (left < right) return sort === 'desc' ? 1 : -1;
      if (left > right) return sort === 'desc' ? -1 : 1;
    }
    return 0;
  });
}

function slice<R>(rows: R[], start?: number | string, end?: number): R[] {
  const first = typeof start === 'number' ? start : 0;
  return end == null ? rows.slice(first) : rows.slice(first, end + 1);
}

/** The aggregation functions this server can compute, and the grid can offer in its column menus. */
export const SERVER_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;

function aggregate(
  records: Array<Record<string, unknown>>,
  model?: Record<string, string>,
): Record<string, number | Date | null> {
  const result: Record<string, number | Date | null> = {};
  Object.entries(model ?? {}).forEach(([field, name]) => {
    const values = records.map((record) => record[field]).filter((value) => value != null);
    const numbers = values.map((value) => (value instanceof Date ? value.getTime() : Number(value)));
    const isDate = values[0] instanceof Date;
    const back = (value: number) => (isDate ? new Date(value) : value);
    switch (name) {
      case 'size':
        result[field] = records.length;
        break;
      case 'sum':
        result[field] = round(numbers.reduce((sum, value) => sum + value, 0));
        break;
      case 'avg':
        result[field] = numbers.length ? round(numbers.reduce((sum, value) => sum + value, 0) / numbers.length) : null;
        break;
      case 'min':
        result[field] = numbers.length ? back(Math.min(...numbers)) : null;
        break;
      case 'max':
        result[field] = numbers.length ? back(Math.max(...numbers)) : null;
        break;
      default:
        throw new OrderServerError(`400 Bad Request: aggregation "${name}" is not supported`, 400);
    }
  });
  return result;
}

// ---------------------------------------------------------------------------------------------
// The tree: order → lines → parts
// ---------------------------------------------------------------------------------------------

function orderNode(order: StoredOrder): OrderTreeRow {
  return {
    id: order.number,
    key: order.number,
    kind: 'order',
    customer: order.customer,
    status: order.status,
    quantity: order.units,
    amount: order.total,
    childCount: order.lines.length,
  };
}

function lineNode(order: StoredOrder, line: StoredLine, index: number): OrderTreeRow {
  return {
    id: `${order.number}/${index + 1}`,
    key: line.product,
    kind: 'line',
    customer: null,
    status: null,
    quantity: line.quantity,
    amount: round(line.quantity * line.unitPrice),
    childCount: line.parts.length,
  };
}

/** The rows that carry the figures of a node: itself when it is a leaf, its parts or lines otherwise. */
function leavesOfOrder(order: StoredOrder): Array<Record<string, unknown>> {
  return order.lines.flatMap((line, index) =>
    line.parts.length === 0
      ? [lineNode(order, line, index) as unknown as Record<string, unknown>]
      : line.parts.map((part) => ({ quantity: part.quantity, amount: round(part.quantity * part.unitPrice) })),
  );
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

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
    /** A flat page of orders: `filterModel`, `sortModel`, `start`/`end` and `aggregationModel`. */
    getOrders(query: OrderQuery): Promise<OrderAnswer<OrderRow>> {
      return handle(
        'getOrders',
        query,
        () => {
          const matching = sortRows(filterOrders(orders, query.filterModel), query.sortModel);
          const answer: OrderAnswer<OrderRow> = {
            rows: slice(matching, query.start, query.end).map(toOrderRow),
            rowCount: matching.length,
          };
          if (query.aggregationModel && Object.keys(query.aggregationModel).length > 0) {
            answer.aggregateRow = {
              aggregates: aggregate(matching as unknown as Array<Record<string, unknown>>, query.aggregationModel),
            };
          }
          return answer;
        },
        rowsOf,
      );
    },

    /**
     * One level of the order tree. `groupKeys` is the path of the parent: `[]` for the orders,
     * `['SO-10001']` for the lines of that order, `['SO-10001', 'Barista starter kit']` for the parts of a bundle.
     * Filtering and sorting apply to the orders; `start`/`end` slice the orders only.
     */
    getOrderTree(query: OrderQuery): Promise<OrderAnswer<OrderTreeRow>> {
      return handle(
        'getOrderTree',
        query,
        () => {
          const keys = query.groupKeys ?? [];
          const withAggregates = (row: OrderTreeRow, leaves: Array<Record<string, unknown>>) =>
            query.aggregationModel && Object.keys(query.aggregationModel).length > 0
              ? { ...row, aggregates: aggregate(leaves, query.aggregationModel) }
              : row;
          if (keys.length === 0) {
            const matching = sortRows(filterOrders(orders, query.filterModel), query.sortModel);
            const answer: OrderAnswer<OrderTreeRow> = {
              rows: slice(matching, query.start, query.end).map((order) =>
                withAggregates(orderNode(order), leavesOfOrder(order)),
              ),
              rowCount: matching.length,
            };
            if (query.aggregationModel && Object.keys(query.aggregationModel).length > 0) {
              answer.aggregateRow = {
                aggregates: aggregate(matching.flatMap(leavesOfOrder), query.aggregationModel),
              };
            }
            return answer;
          }
          const order = orders.find((candidate) => candidate.number === keys[0]);
          if (!order) throw new OrderServerError(`404 Not Found: order ${keys[0]}`, 404);
          if (keys.length === 1) {
            const lines = order.lines.map((line, index) => {
              const node = lineNode(order, line, index);
              const leaves =
                line.parts.length === 0
                  ? [node as unknown as Record<string, unknown>]
                  : line.parts.map((part) => ({ quantity: part.quantity, amount: round(part.quantity * part.unitPrice) }));
              return withAggregates(node, leaves);
            });
            return { rows: sortRows(lines, query.sortModel) };
          }
          const lineIndex = order.lines.findIndex((line) => line.product === keys[1]);
          const line = order.lines[lineIndex];
          if (!line) throw new OrderServerError(`404 Not Found: ${keys.join(' / ')}`, 404);
          const parts = line.parts.map((part, index) => {
            const node: OrderTreeRow = {
              id: `${order.number}/${lineIndex + 1}/${index + 1}`,
              key: part.product,
              kind: 'part',
              customer: null,
              status: null,
              quantity: part.quantity,
              amount: round(part.quantity * part.unitPrice),
              childCount: 0,
            };
            return withAggregates(node, [node as unknown as Record<string, unknown>]);
          });
          return { rows: sortRows(parts, query.sortModel) };
        },
        rowsOf,
      );
    },

    /**
     * One level of grouped orders. With `groupFields: ['country', 'status']`, `groupKeys: []` returns
     * one row per country, `['France']` one row per status in France, and `['France', 'Paid']` the orders.
     */
    getOrderGroups(query: OrderQuery): Promise<OrderAnswer<OrderGroupRow | OrderRow>> {
      return handle(
        'getOrderGroups',
        query,
        () => {
          const fields = query.groupFields ?? [];
          const keys = query.groupKeys ?? [];
          const hasAggregation = query.aggregationModel && Object.keys(query.aggregationModel).length > 0;
          let matching = filterOrders(orders, query.filterModel);
          keys.forEach((key, depth) => {
            const field = fields[depth] as keyof OrderRow;
            matching = matching.filter((order) => String(order[field]) === key);
          });
          const answer: OrderAnswer<OrderGroupRow | OrderRow> = { rows: [] };
          if (hasAggregation && keys.length === 0) {
            answer.aggregateRow = {
              aggregates: aggregate(matching as unknown as Array<Record<string, unknown>>, query.aggregationModel),
            };
          }
          if (keys.length >= fields.length) {
            const sorted = sortRows(matching, query.sortModel);
            if (keys.length === 0) {
              answer.rows = slice(sorted, query.start, query.end).map(toOrderRow);
              answer.rowCount = sorted.length;
            } else {
              answer.rows = sorted.map(toOrderRow);
            }
            return answer;
          }
          const field = fields[keys.length] as keyof OrderRow;
          const buckets = new Map<string, StoredOrder[]>();
          matching.forEach((order) => {
            const key = String(order[field]);
            buckets.set(key, [...(buckets.get(key) ?? []), order]);
          });
          const nextField = fields[keys.length + 1] as keyof OrderRow | undefined;
          const groups: OrderGroupRow[] = [...buckets.entries()].map(([key, members]) => {
            const path = [...keys, key];
            const row: OrderGroupRow = {
              id: `group:${path.join('/')}`,
              groupKey: key,
              childCount: nextField ? new Set(members.map((order) => String(order[nextField]))).size : members.length,
            };
            // The group carries the values of its grouping fields, like a real GROUP BY would.
            path.forEach((value, depth) => {
              row[fields[depth]] = value;
            });
            if (hasAggregation) {
              row.aggregates = aggregate(members as unknown as Array<Record<string, unknown>>, query.aggregationModel);
            }
            return row;
          });
          const direction = query.sortModel?.find((item) => item.field === field)?.sort;
          groups.sort((a, b) => (direction === 'desc' ? -1 : 1) * a.groupKey.localeCompare(b.groupKey));
          if (keys.length === 0) {
            answer.rows = slice(groups, query.start, query.end);
            answer.rowCount = groups.length;
          } else {
            answer.rows = groups;
          }
          return answer;
        },
        rowsOf,
      );
    },

    /** Saves one order and answers with the stored version. */
    updateOrder(row: OrderRow): Promise<OrderRow> {
      return handle(
        'updateOrder',
        {},
        () => {
          const stored = orders.find((order) => order.id === row.id);
          if (!stored) throw new OrderServerError(`404 Not Found: order ${row.number}`, 404);
          if (!(row.units >= 1)) throw new OrderServerError('422 Unprocessable: an order has at least one unit', 422);
          // The server owns the figures it derives: the total follows the units at the average unit price.
          const unitPrice = stored.total / stored.units;
          Object.assign(stored, { status: row.status, units: row.units, total: round(unitPrice * row.units) });
          return toOrderRow(stored);
        },
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

/** The server's access log, newest first, as React state. */
export function useServerLog(server: OrderServer): ServerLogEntry[] {
  return React.useSyncExternalStore(server.subscribe, server.getLog, server.getLog);
}

function describeFilter(filterModel?: FilterModel): string {
  if (!filterModel) return '';
  const items = filterModel.items
    .filter((item) => item.field)
    .map((item) => `${item.field} ${item.operator} ${item.value instanceof Date ? item.value.toISOString().slice(0, 10) : JSON.stringify(item.value ?? null)}`);
  const quick = (filterModel.quickFilterValues ?? []).filter(Boolean).map((word) => `"${word}"`);
  const parts = [...items, ...(quick.length ? [`quick ${quick.join(' ')}`] : [])];
  return `[${parts.join(filterModel.logicOperator === 'or' ? ' OR ' : ', ')}]`;
}

/**
 * One line of the log, showing the params the grid sent (`paginationModel`, `sortModel`,
 * `filterModel`, `start`/`end`, `groupKeys`, `groupFields`, `aggregationModel`), among the `keys` asked for.
 */
export function describeRequest(
  entry: ServerLogEntry,
  keys: Array<keyof OrderQuery | 'paginationModel'>,
): string {
  const query = entry.query as OrderQuery & { paginationModel?: { page: number; pageSize: number } };
  const parts = keys.flatMap((key) => {
    const value = query[key];
    if (value === undefined) return [];
    switch (key) {
      case 'paginationModel':
        return [`page ${query.paginationModel?.page} (size ${query.paginationModel?.pageSize})`];
      case 'sortModel':
        return [`sort [${(query.sortModel ?? []).map((item) => `${item.field} ${item.sort}`).join(', ')}]`];
      case 'filterModel':
        return [`filter ${describeFilter(query.filterModel)}`];
      case 'start':
        return [`start ${String(query.start)}`];
      case 'end':
        return [`end ${String(query.end)}`];
      default:
        return [`${key} ${JSON.stringify(value)}`];
    }
  });
  const outcome =
    entry.outcome === 'pending'
      ? '…'
      : entry.outcome === 'failed'
        ? `failed (${entry.ms} ms)`
        : `${entry.rows} rows (${entry.ms} ms)`;
  if (entry.body) parts.push(entry.body);
  return `#${entry.id} ${entry.method} ${parts.join(' · ')} → ${outcome}`;
}
