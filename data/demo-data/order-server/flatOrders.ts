/**
 * The flat order endpoints: a page of orders as the grid asks for it, and one order written
 * back. They work on the server's stored orders; waiting, logging and failing are the server's.
 */
import { round } from '../random';
import { aggregate, wantsAggregates } from './aggregateRows';
import { filterOrders } from './filterOrders';
import { OrderServerError, type OrderAnswer, type OrderQuery, type OrderRow } from './orderApi';
import { toOrderRow, type StoredOrder } from './seededOrders';
import { sliceRows, sortRows } from './sortAndSlice';

/** A flat page of orders: `filterModel`, `sortModel`, `start`/`end` and `aggregationModel`. */
export function answerOrders(orders: StoredOrder[], query: OrderQuery): OrderAnswer<OrderRow> {
  const matching = sortRows(filterOrders(orders, query.filterModel), query.sortModel);
  const answer: OrderAnswer<OrderRow> = {
    rows: sliceRows(matching, query.start, query.end).map(toOrderRow),
    rowCount: matching.length,
  };
  if (wantsAggregates(query.aggregationModel)) {
    answer.aggregateRow = {
      aggregates: aggregate(matching as unknown as Array<Record<string, unknown>>, query.aggregationModel),
    };
  }
  return answer;
}

/** Saves one order among `orders` and gives back the stored version. */
export function saveOrder(orders: StoredOrder[], row: OrderRow): OrderRow {
  const stored = orders.find((order) => order.id === row.id);
  if (!stored) throw new OrderServerError(`404 Not Found: order ${row.number}`, 404);
  if (!(row.units >= 1)) throw new OrderServerError('422 Unprocessable: an order has at least one unit', 422);
  // The server owns the figures it derives: the total follows the units at the average unit price.
  const unitPrice = stored.total / stored.units;
  Object.assign(stored, { status: row.status, units: row.units, total: round(unitPrice * row.units) });
  return toOrderRow(stored);
}
