import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid-premium';
import { invoices, type Invoice } from '@docs/demo-data';

/**
 * Stands in for an invoices API: it filters, sorts and pages in memory and answers after a
 * visible delay. Nothing here touches the network.
 */
export interface InvoiceQuery {
  filterModel: GridFilterModel;
  sortModel: GridSortModel;
  paginationModel: GridPaginationModel;
}

const LATENCY = 500;

function wait<T>(value: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, LATENCY);
  });
}

function text(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value ?? '').toLowerCase();
}

function compare(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (left instanceof Date && right instanceof Date) return left.getTime() - right.getTime();
  return String(left).localeCompare(String(right));
}

export function queryInvoices({ filterModel, sortModel, paginationModel }: InvoiceQuery) {
  return wait(() => {
    const items = filterModel.items.filter((item) => item.value != null && item.value !== '');
    const any = filterModel.logicOperator === 'or';
    const found = invoices.filter((invoice) => {
      const record = invoice as unknown as Record<string, unknown>;
      const results = items.map((item) => {
        const cell = record[item.field];
        switch (item.operator) {
          case 'is':
          case 'equals':
            return text(cell) === text(item.value);
          case 'not':
          case 'doesNotEqual':
            return text(cell) !== text(item.value);
          case 'contains':
            return text(cell).includes(text(item.value));
          default:
            throw new Error(`The invoices API does not support "${item.operator}"`);
        }
      });
      return results.length === 0 || (any ? results.some(Boolean) : results.every(Boolean));
    });
    const sorted = [...found].sort((a, b) => {
      for (const { field, sort } of sortModel) {
        if (!sort) continue;
        const result = compare(
          (a as unknown as Record<string, unknown>)[field],
          (b as unknown as Record<string, unknown>)[field],
        );
        if (result !== 0) return sort === 'asc' ? result : -result;
      }
      return a.id - b.id;
    });
    const start = paginationModel.page * paginationModel.pageSize;
    return {
      rows: sorted.slice(start, start + paginationModel.pageSize),
      rowCount: found.length,
    };
  });
}

/** Like `SELECT DISTINCT field`: the values a column holds, to use as prompt examples. */
export function distinctInvoiceValues(field: keyof Invoice) {
  return wait(() => Array.from(new Set(invoices.map((invoice) => String(invoice[field])))).sort());
}
