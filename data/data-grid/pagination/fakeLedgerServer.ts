export interface LedgerEntry {
  id: string;
  bookedOn: string;
  description: string;
  amount: number;
}

export interface LedgerPage {
  rows: LedgerEntry[];
  /** Pass it back to get the entries after this page; `null` on the last page. */
  nextCursor: string | null;
}

const DESCRIPTIONS = ['Card payment', 'Salary', 'Rent', 'Refund', 'Transfer', 'Utility bill'];
const ENTRY_COUNT = 58;

// The server's own order; a cursor is an opaque token naming where the next page starts.
const ENTRIES: LedgerEntry[] = Array.from({ length: ENTRY_COUNT }, (_, index) => {
  const description = DESCRIPTIONS[(index * 5) % DESCRIPTIONS.length];
  const sign = description === 'Salary' || description === 'Refund' ? 1 : -1;
  return {
    id: `tx_${(9700 + index * 41).toString(36)}`,
    bookedOn: `2025-03-${String(28 - Math.floor(index / 2.2)).padStart(2, '0')}`,
    description,
    amount: sign * (((index * 137) % 2400) / 10 + 4.5),
  };
});

/** Stands in for an API that pages with cursors instead of page numbers. */
export function fetchLedger(cursor: string | null, limit: number): Promise<LedgerPage> {
  const start = cursor === null ? 0 : ENTRIES.findIndex((entry) => entry.id === cursor);
  const rows = ENTRIES.slice(start, start + limit);
  const next = ENTRIES[start + limit];
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, nextCursor: next ? next.id : null }), 600);
  });
}
