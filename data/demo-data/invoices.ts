import { addDays, day, round, seededRandom } from './random';

export type InvoiceStatus = 'Draft' | 'Sent' | 'Paid' | 'Overdue';

export interface Invoice {
  id: number;
  /** `INV-2025-0007` */
  number: string;
  client: string;
  /** Calendar days (see `day`). */
  issuedOn: Date;
  dueOn: Date;
  /** Amount due, in euros. */
  amount: number;
  status: InvoiceStatus;
}

const CLIENTS = [
  'Brightwater Dental',
  'Oak Lane Architects',
  'Rivera & Cole Law',
  'Pixel Harbor Games',
  'Greenleaf Grocers',
  'Summit Physio',
  'Bluebird Logistics',
];

const random = seededRandom(7031);
const firstDay = day('2025-01-06');
/** The day the data is "as of": invoices due before it and unpaid are overdue. */
export const invoicesAsOf = day('2025-04-15');

/** 24 invoices of a small design agency, one a week from January 2025, with 30 days to pay. */
export const invoices: readonly Invoice[] = Array.from(
  { length: 24 },
  (_, index) => {
    const issuedOn = addDays(firstDay, index * 7);
    const dueOn = addDays(issuedOn, 30);
    const paid = random() < 0.7;
    let status: InvoiceStatus = 'Sent';
    if (issuedOn > invoicesAsOf) status = 'Draft';
    else if (paid && dueOn < invoicesAsOf) status = 'Paid';
    else if (dueOn < invoicesAsOf) status = 'Overdue';
    return {
      id: index + 1,
      number: `INV-2025-${String(index + 1).padStart(4, '0')}`,
      client: CLIENTS[Math.floor(random() * CLIENTS.length)],
      issuedOn,
      dueOn,
      amount: round(400 + random() * 5600),
      status,
    };
  },
);
