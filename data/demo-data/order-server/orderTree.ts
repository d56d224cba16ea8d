/**
 * The order tree, one level per request: orders → order lines → parts of a bundle. The figures
 * of a node are those of its leaves, so aggregates are computed over lines and parts, not orders.
 */
import { round } from '../random';
import { aggregate, wantsAggregates } from './aggregateRows';
import { filterOrders } from './filterOrders';
import { OrderServerError, type OrderAnswer, type OrderQuery, type OrderTreeRow } from './orderApi';
import type { StoredLine, StoredOrder } from './seededOrders';
import { sliceRows, sortRows } from './sortAndSlice';

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

function partNode(order: StoredOrder, lineIndex: number, part: StoredLine['parts'][number], index: number): OrderTreeRow {
  return {
    id: `${order.number}/${lineIndex + 1}/${index + 1}`,
    key: part.product,
    kind: 'part',
    customer: null,
    status: null,
    quantity: part.quantity,
    amount: round(part.quantity * part.unitPrice),
    childCount: 0,
  };
}

/** The rows that carry the figures of a line: the line itself when it is a leaf, its parts otherwise. */
function leavesOfLine(node: OrderTreeRow, line: StoredLine): Array<Record<string, unknown>> {
  return line.parts.length === 0
    ? [node as unknown as Record<string, unknown>]
    : line.parts.map((part) => ({ quantity: part.quantity, amount: round(part.quantity * part.unitPrice) }));
}

function leavesOfOrder(order: StoredOrder): Array<Record<string, unknown>> {
  return order.lines.flatMap((line, index) => leavesOfLine(lineNode(order, line, index), line));
}

/**
 * One level of the order tree. `groupKeys` is the path of the parent: `[]` for the orders,
 * `['SO-10001']` for the lines of that order, `['SO-10001', 'Barista starter kit']` for the parts of a bundle.
 * Filtering and sorting apply to the orders; `start`/`end` slice the orders only.
 */
export function answerOrderTree(orders: StoredOrder[], query: OrderQuery): OrderAnswer<OrderTreeRow> {
  const keys = query.groupKeys ?? [];
  const withAggregates = (row: OrderTreeRow, leaves: Array<Record<string, unknown>>) =>
    wantsAggregates(query.aggregationModel) ? { ...row, aggregates: aggregate(leaves, query.aggregationModel) } : row;
  if (keys.length === 0) {
    const matching = sortRows(filterOrders(orders, query.filterModel), query.sortModel);
    const answer: OrderAnswer<OrderTreeRow> = {
      rows: sliceRows(matching, query.start, query.end).map((order) =>
        withAggregates(orderNode(order), leavesOfOrder(order)),
      ),
      rowCount: matching.length,
    };
    if (wantsAggregates(query.aggregationModel)) {
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
      return withAggregates(node, leavesOfLine(node, line));
    });
    return { rows: sortRows(lines, query.sortModel) };
  }
  const lineIndex = order.lines.findIndex((line) => line.product === keys[1]);
  const line = order.lines[lineIndex];
  if (!line) throw new OrderServerError(`404 Not Found: ${keys.join(' / ')}`, 404);
  const parts = line.parts.map((part, index) => {
    const node = partNode(order, lineIndex, part, index);
    return withAggregates(node, [node as unknown as Record<string, unknown>]);
  });
  return { rows: sortRows(parts, query.sortModel) };
}
