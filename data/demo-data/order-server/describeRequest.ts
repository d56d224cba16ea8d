/** The server's access log in words, as the request log under each server-side demo shows it. */
import type { FilterModel, OrderQuery, ServerLogEntry } from './orderApi';

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
