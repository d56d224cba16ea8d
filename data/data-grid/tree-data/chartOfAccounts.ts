/** One account of a small company's general ledger; the path is the account's place in the chart. */
export interface LedgerAccount {
  id: string;
  path: string[];
  code: string;
  /** Balance at the close of the year, in US dollars; headings carry none. */
  balance?: number;
}

type Entry = [code: string, path: string, balance: number | null];

const ENTRIES: Entry[] = [
  ['1000', 'Assets', null],
  ['1100', 'Assets/Current assets', null],
  ['1110', 'Assets/Current assets/Cash at bank', 184_250],
  ['1120', 'Assets/Current assets/Accounts receivable', 96_400],
  ['1130', 'Assets/Current assets/Inventory', 71_980],
  ['1200', 'Assets/Fixed assets', null],
  ['1210', 'Assets/Fixed assets/Equipment', 128_000],
  ['1220', 'Assets/Fixed assets/Vehicles', 54_500],
  ['2000', 'Liabilities', null],
  ['2100', 'Liabilities/Current liabilities', null],
  ['2110', 'Liabilities/Current liabilities/Accounts payable', 63_120],
  ['2120', 'Liabilities/Current liabilities/Sales tax payable', 12_840],
  ['2200', 'Liabilities/Long-term liabilities', null],
  ['2210', 'Liabilities/Long-term liabilities/Bank loan', 150_000],
  ['3000', 'Equity', null],
  ['3100', 'Equity/Share capital', 200_000],
  ['3200', 'Equity/Retained earnings', 109_170],
  ['4000', 'Income', null],
  ['4100', 'Income/Product sales', 842_300],
  ['4200', 'Income/Service revenue', 118_760],
  ['5000', 'Expenses', null],
  ['5100', 'Expenses/Cost of goods sold', 401_500],
  ['5200', 'Expenses/Operating expenses', null],
  ['5210', 'Expenses/Operating expenses/Rent', 72_000],
  ['5220', 'Expenses/Operating expenses/Salaries', 296_400],
  ['5230', 'Expenses/Operating expenses/Marketing', 41_900],
];

export const chartOfAccounts: LedgerAccount[] = ENTRIES.map(([code, path, balance]) => ({
  id: code,
  path: path.split('/'),
  code,
  balance: balance ?? undefined,
}));
