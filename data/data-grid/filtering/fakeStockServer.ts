import type { GridFilterModel } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

type Test = (cell: unknown, wanted: unknown) => boolean;

// The operators this server understands; the grid's columns offer only these.
const tests: Record<string, Test> = {
  contains: (cell, wanted) => String(cell).toLowerCase().includes(String(wanted).toLowerCase()),
  equals: (cell, wanted) => String(cell).toLowerCase() === String(wanted).toLowerCase(),
  is: (cell, wanted) => cell === wanted,
  '=': (cell, wanted) => Number(cell) === Number(wanted),
  '>': (cell, wanted) => Number(cell) > Number(wanted),
  '<': (cell, wanted) => Number(cell) < Number(wanted),
};

/**
 * Stands in for a server: filters the stock list by the model it receives, the way a `WHERE`
 * clause would, and answers after a delay you can see. Items without a value are ignored, as the
 * grid does.
 */
export function fetchStock(filterModel: GridFilterModel): Promise<InventoryItem[]> {
  const active = filterModel.items.filter(
    (item) => item.value !== undefined && item.value !== '' && tests[item.operator],
  );
  const matches = inventory.filter((row) =>
    active.every((item) =>
      tests[item.operator](row[item.field as keyof InventoryItem], item.value),
    ),
  );
  return new Promise((resolve) => {
    setTimeout(() => resolve(matches), 700);
  });
}
