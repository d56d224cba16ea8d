/**
 * The server's filtering, what a real back end would do in SQL: the grid's filter items, joined
 * by its logic operator, and the words of its quick filter.
 */
import { OrderServerError, type FilterItem, type FilterModel } from './orderApi';
import type { StoredOrder } from './seededOrders';

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

export function filterOrders(orders: StoredOrder[], filterModel?: FilterModel): StoredOrder[] {
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
