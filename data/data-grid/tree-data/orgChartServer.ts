import type { GridSortModel } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

/** What the fake HR service sends for one person: no nested data, only how many people report to them. */
export interface PersonRow {
  id: number;
  name: string;
  role: string;
  office: string;
  directReports: number;
}

export const ORG_CHART_LATENCY_MS = 900;

const reportsOf = (managerId: number | null) =>
  employees.filter((employee) => employee.managerId === managerId);

const toRow = (employee: Employee): PersonRow => ({
  id: employee.id,
  name: employee.name,
  role: employee.role,
  office: employee.office,
  directReports: reportsOf(employee.id).length,
});

/**
 * GET /people?managerPath=… — the direct reports of the person at the end of `managerPath`
 * (a list of names from the top of the company), or the top of the company when it is empty.
 * Answers after a fixed delay so the loading state is visible.
 */
export function fetchDirectReports(
  managerPath: readonly string[],
  sortModel: GridSortModel,
): Promise<PersonRow[]> {
  let managerId: number | null = null;
  for (const name of managerPath) {
    const manager: Employee | undefined = reportsOf(managerId).find((employee) => employee.name === name);
    if (!manager) {
      return Promise.reject(new Error(`Unknown manager path: ${managerPath.join(' / ')}`));
    }
    managerId = manager.id;
  }
  const rows = reportsOf(managerId).map(toRow);
  const [sort] = sortModel;
  if (sort?.sort) {
    const direction = sort.sort === 'asc' ? 1 : -1;
    const field = sort.field as keyof PersonRow;
    rows.sort((a, b) => (a[field] > b[field] ? 1 : a[field] < b[field] ? -1 : 0) * direction);
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), ORG_CHART_LATENCY_MS);
  });
}
