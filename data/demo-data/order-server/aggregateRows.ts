/** The server's aggregation: the grid's `aggregationModel` computed over the rows it covers. */
import { round } from '../random';
import { OrderServerError } from './orderApi';

/** The aggregation functions this server can compute, and the grid can offer in its column menus. */
export const SERVER_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;

/** An empty model asks for nothing: the answer then carries no aggregates at all. */
export function wantsAggregates(model?: Record<string, string>): model is Record<string, string> {
  return !!model && Object.keys(model).length > 0;
}

export function aggregate(
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
