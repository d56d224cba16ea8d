/**
 * An in-memory order server for the server-side data demos. It stands in for an HTTP API: every
 * call waits 400–800 ms, filters, sorts and slices on the "server", and can be told to fail its
 * next request. The orders are generated from a fixed seed, so every visit shows the same data.
 *
 * It answers three kinds of queries:
 * - `getOrders`: a flat list of orders (filter, sort, `start`/`end` slice, totals).
 * - `getOrderTree`: orders → order lines → parts of a bundle, one level per `groupKeys` step.
 * - `getOrderGroups`: orders grouped by the fields of `groupFields`, one level per `groupKeys` step.
 *
 * This file is the server's one entry, so demos and the package index import it by a single name;
 * the modules behind it, in `order-server/`, each do one part of the job.
 */
export {
  OrderServerError,
  type OrderAnswer,
  type OrderGroupRow,
  type OrderQuery,
  type OrderRow,
  type OrderStatus,
  type OrderTreeRow,
  type SalesChannel,
  type ServerLogEntry,
} from './order-server/orderApi';
export { SERVER_AGGREGATIONS } from './order-server/aggregateRows';
export { createOrderServer, type OrderServer, type OrderServerOptions } from './order-server/createOrderServer';
export { useServerLog } from './order-server/useServerLog';
export { describeRequest } from './order-server/describeRequest';
