/**
 * What the order API takes and gives: the queries it reads, the rows and answers it sends, the
 * entries of its access log and the error it fails with. Every other module of the server speaks
 * in these shapes.
 */

/**
 * The parts of the grid's filter and sort models the server reads, declared here rather than
 * imported: the shared demo data needs no grid package, since every product's sandbox carries it.
 * The grid's `FilterModel` and `SortModel` fit these shapes.
 */
export interface FilterItem {
  field: string;
  operator: string;
  value?: unknown;
}
export interface FilterModel {
  items: FilterItem[];
  logicOperator?: string;
  quickFilterValues?: unknown[];
}
export type SortModel = readonly { field: string; sort?: 'asc' | 'desc' | null }[];

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
