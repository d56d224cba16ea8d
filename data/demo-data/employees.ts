import { day } from './random';

export type Department =
  'Engineering' | 'Design' | 'Sales' | 'Support' | 'Finance' | 'People';

export interface Employee {
  id: number;
  name: string;
  email: string;
  role: string;
  department: Department;
  office: string;
  /** First working day, a calendar date (see `day`). */
  startDate: Date;
  /** Yearly salary in US dollars. */
  salary: number;
  /** `id` of their manager; `null` for the head of the company. */
  managerId: number | null;
  remote: boolean;
}

type Row = [
  name: string,
  role: string,
  department: Department,
  office: string,
  start: string,
  salary: number,
  managerId: number | null,
  remote: boolean,
];

const ROWS: Row[] = [
  [
    'Amara Okafor',
    'Chief Executive Officer',
    'People',
    'Lisbon',
    '2016-02-01',
    210000,
    null,
    false,
  ],
  [
    'Lukas Brandt',
    'VP of Engineering',
    'Engineering',
    'Berlin',
    '2016-09-12',
    182000,
    1,
    false,
  ],
  [
    'Sofia Marchetti',
    'Head of Design',
    'Design',
    'Milan',
    '2017-04-03',
    148000,
    1,
    true,
  ],
  [
    'Daniel Whitaker',
    'Sales Director',
    'Sales',
    'Toronto',
    '2017-06-19',
    156000,
    1,
    false,
  ],
  [
    'Keiko Sato',
    'Finance Lead',
    'Finance',
    'Lisbon',
    '2018-01-08',
    139000,
    1,
    false,
  ],
  [
    'Rafael Mendes',
    'Staff Engineer',
    'Engineering',
    'Lisbon',
    '2018-03-26',
    151000,
    2,
    true,
  ],
  [
    'Ingrid Halvorsen',
    'Senior Engineer',
    'Engineering',
    'Oslo',
    '2019-05-06',
    128000,
    2,
    true,
  ],
  [
    'Tariq Haddad',
    'Engineer',
    'Engineering',
    'Berlin',
    '2021-09-01',
    98000,
    6,
    false,
  ],
  [
    'Chloé Dubois',
    'Product Designer',
    'Design',
    'Lyon',
    '2019-10-14',
    104000,
    3,
    true,
  ],
  [
    'Nikhil Rao',
    'Support Lead',
    'Support',
    'Bangalore',
    '2018-11-05',
    86000,
    1,
    false,
  ],
  [
    'Grace Mwangi',
    'Account Executive',
    'Sales',
    'Nairobi',
    '2020-02-17',
    91000,
    4,
    false,
  ],
  [
    'Owen Gallagher',
    'Engineer',
    'Engineering',
    'Dublin',
    '2022-01-10',
    94000,
    6,
    true,
  ],
  ['Mei Lin', 'UX Researcher', 'Design', 'Singapore', '2020-07-06', 99000, 3, false],
  [
    'Jonas Weber',
    'Support Engineer',
    'Support',
    'Berlin',
    '2021-03-15',
    72000,
    10,
    true,
  ],
  [
    'Lucía Fernández',
    'Account Executive',
    'Sales',
    'Madrid',
    '2021-06-01',
    88000,
    4,
    false,
  ],
  [
    'Henrik Nilsson',
    'Accountant',
    'Finance',
    'Stockholm',
    '2019-08-19',
    83000,
    5,
    false,
  ],
  ['Aisha Bello', 'Recruiter', 'People', 'Lagos', '2022-04-04', 69000, 1, true],
  ['Mateo Rossi', 'Engineer', 'Engineering', 'Milan', '2023-02-13', 89000, 7, false],
  [
    'Hannah Schmidt',
    'Sales Engineer',
    'Sales',
    'Vienna',
    '2022-09-05',
    97000,
    4,
    true,
  ],
  [
    'Yusuf Demir',
    'Support Engineer',
    'Support',
    'Istanbul',
    '2023-05-22',
    64000,
    10,
    false,
  ],
  [
    'Ella Johansson',
    'Financial Analyst',
    'Finance',
    'Stockholm',
    '2023-08-28',
    76000,
    5,
    true,
  ],
  [
    'Pedro Alves',
    'Junior Engineer',
    'Engineering',
    'Porto',
    '2024-01-15',
    71000,
    7,
    false,
  ],
  [
    'Zara Ahmed',
    'People Partner',
    'People',
    'London',
    '2020-11-30',
    82000,
    1,
    false,
  ],
  [
    'Kenji Watanabe',
    'Motion Designer',
    'Design',
    'Tokyo',
    '2024-03-04',
    87000,
    3,
    true,
  ],
];

const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@northwind.example`;

/** 24 people of a fictional software company, managers first. */
export const employees: readonly Employee[] = ROWS.map(
  ([name, role, department, office, start, salary, managerId, remote], index) => ({
    id: index + 1,
    name,
    email: emailOf(name),
    role,
    department,
    office,
    startDate: day(start),
    salary,
    managerId,
    remote,
  }),
);
