/**
 * Orders grouped by the fields of `groupFields`, one level per request, like a GROUP BY on a
 * real back end: a level's groups carry their grouping values, counts and aggregates; the last
 * level is the orders themselves.
 */
import { aggregate, wantsAggregates } from './aggregateRows';
import { filterOrders } from './filterOrders';
import type { OrderAnswer, OrderGroupRow, OrderQuery, OrderRow } from './orderApi';
import { toOrderRow, type StoredOrder } from './seededOrders';
import { sliceRows, sortRows } from './sortAndSlice';

/**
 * One level of grouped orders. With `groupFields: ['country', 'status']`, `groupKeys: []` returns
 * one row per country, `['France']` one row per status in France, and `['France', 'Paid']` the orders.
 */
export function answerOrderGroups(orders: StoredOrder[], query: OrderQuery): OrderAnswer<OrderGroupRow | OrderRow> {
  const fields = query.groupFields ?? [];
  const keys = query.groupKeys ?? [];
  const hasAggregation = wantsAggregates(query.aggregationModel);
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
      answer.rows = sliceRows(sorted, query.start, query.end).map(toOrderRow);
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
    answer.rows = sliceRows(groups, query.start, query.end);
    answer.rowCount = groups.length;
  } else {
    answer.rows = groups;
  }
  return answer;
}
