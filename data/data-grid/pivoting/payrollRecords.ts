import { employees, round, seededRandom, type Department } from '@docs/demo-data';

/** What one employee was paid in one calendar year. */
export interface PayrollRecord {
  id: string;
  employee: string;
  department: Department;
  office: string;
  /** Kept as text so it prints as 2024, not 2,024. */
  year: string;
  /** Base pay for the months worked that year, US dollars. */
  basePay: number;
  bonus: number;
}

const YEARS = [2022, 2023, 2024, 2025];
const random = seededRandom(3105);

export const payrollRecords: PayrollRecord[] = employees.flatMap((person) =>
  YEARS.flatMap((year) => {
    const start = person.startDate;
    if (start.getUTCFullYear() > year) {
      return [];
    }
    // Salaries in the shared data are 2025 salaries; earlier years were about 4 % lower each.
    const yearly = person.salary / 1.04 ** (2025 - year);
    const monthsWorked = start.getUTCFullYear() === year ? 12 - start.getUTCMonth() : 12;
    const basePay = round((yearly * monthsWorked) / 12, 0);
    return [
      {
        id: `${person.id}-${year}`,
        employee: person.name,
        department: person.department,
        office: person.office,
        year: String(year),
        basePay,
        bonus: round(basePay * (0.04 + random() * 0.08), 0),
      },
    ];
  }),
);
