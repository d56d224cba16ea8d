import type {
  GridFilterItem,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';

/** What the grid sends: the three models, as they are. */
export interface RecordsQuery {
  filterModel: GridFilterModel;
  sortModel?: GridSortModel;
  paginationModel?: GridPaginationModel;
}

/** What the server answers: one page of rows, and how many rows match in all. */
export interface RecordsPage<R> {
  rows: R[];
  rowCount: number;
}

/** A failed request, with an HTTP-like status. */
export class RecordsServerError extends Error {
  constructor(
    message: string,
    public status: number,
  ) {
    super(message);
  }
}

interface ServerOptions<R> {
  /** Milliseconds before the answer arrives. */
  latency?: number;
  /** Fields the quick filter searches. */
  searchFields?: Array<keyof R & string>;
  /** Refuse `contains` values shorter than this, as a search index might. */
  minContainsLength?: number;
}

type Value = unknown;

function text(value: Value): string {
  return value instanceof Date ? value.toISOString() : String(value ?? '').toLowerCase();
}

function matches(cell: Value, item: GridFilterItem): boolean {
  const wanted = item.value;
  switch (item.operator) {
    case 'contains':
      return text(cell).includes(text(wanted));
    case 'equals':
    case 'is':
      return text(cell) === text(wanted);
    case 'not':
      return text(cell) !== text(wanted);
    case 'startsWith':
      return text(cell).startsWith(text(wanted));
    case '=':
      return Number(cell) === Number(wanted);
    case '>':
      return Number(cell) > Number(wanted);
    case '>=':
      return Number(cell) >= Number(wanted);
    case '<':
      return Number(cell) < Number(wanted);
    case '<=':
      return Number(cell) <= Number(wanted);
    case 'isEmpty':
      return cell === null || cell === undefined || cell === '';
    default:
      throw new RecordsServerError(`Operator "${item.operator}" is not supported`, 400);
  }
}

function hasValue(item: GridFilterItem): boolean {
  if (item.operator === 'isEmpty') return true;
  return item.value !== undefined && item.value !== null && item.value !== '';
}

function compare(left: Value, right: Value): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (left instanceof Date && right instanceof Date) return left.getTime() - right.getTime();
  return String(left).localeCompare(String(right));
}

/**
 * Stands in for a REST endpoint over `table`: it filters, sorts and pages the rows the way a
 * `WHERE`, an `ORDER BY` and a `LIMIT … OFFSET` would, and answers after a visible delay.
 */
export function createRecordsServer<R extends { id: number }>(
  table: readonly R[],
  options: ServerOptions<R> = {},
) {
  const { latency = 700, searchFields = [], minContainsLength = 0 } = options;

  function run({ filterModel, sortModel = [], paginationModel }: RecordsQuery): RecordsPage<R> {
    const items = filterModel.items.filter(hasValue);
    for (const item of items) {
      if (item.operator === 'contains' && text(item.value).length < minContainsLength) {
        throw new RecordsServerError(
          `Search terms need at least ${minContainsLength} characters`,
          422,
        );
      }
    }
    const any = filterModel.logicOperator === 'or';
    const words = (filterModel.quickFilterValues ?? []).map(text).filter(Boolean);

    const found = table.filter((row) => {
      const record = row as Record<string, Value>;
      const results = items.map((item) => matches(record[item.field], item));
      const byItems =
        results.length === 0 || (any ? results.some(Boolean) : results.every(Boolean));
      const byWords = words.every((word) =>
        searchFields.some((field) => text(record[field]).includes(word)),
      );
      return byItems && byWords;
    });

    const sorted = [...found].sort((a, b) => {
      for (const { field, sort } of sortModel) {
        if (!sort) continue;
        const result = compare(
          (a as Record<string, Value>)[field],
          (b as Record<string, Value>)[field],
        );
        if (result !== 0) return sort === 'asc' ? result : -result;
      }
      return a.id - b.id;
    });

    const page = paginationModel
      ? sorted.slice(
          paginationModel.page * paginationModel.pageSize,
          (paginationModel.page + 1) * paginationModel.pageSize,
        )
      : sorted;
    return { rows: page, rowCount: found.length };
  }

  /** Answers a query after `latency` ms; `outage` makes it fail with a 503. */
  function query(
    request: RecordsQuery,
    { signal, outage = false }: { signal?: AbortSignal; outage?: boolean } = {},
  ): Promise<RecordsPage<R>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        try {
          if (outage) throw new RecordsServerError('The server is not answering (503)', 503);
          resolve(run(request));
        } catch (error) {
          reject(error);
        }
      }, latency);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The request was replaced by a newer one', 'AbortError'));
      });
    });
  }

  return { query };
}
