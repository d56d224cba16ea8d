import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/**
 * The folders of a shared cloud drive, as a desktop sync client lists them.
 * Ids are short paths, so the printed selection stays readable.
 */
export const driveFolders: TreeViewBaseItem[] = [
  {
    id: 'finance',
    label: 'Finance',
    children: [
      {
        id: 'finance/invoices',
        label: 'Invoices',
        children: [
          { id: 'finance/invoices/2024', label: '2024' },
          { id: 'finance/invoices/2025', label: '2025' },
        ],
      },
      { id: 'finance/payroll', label: 'Payroll' },
      { id: 'finance/budgets', label: 'Budgets' },
    ],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'marketing/campaigns', label: 'Campaigns' },
      { id: 'marketing/brand', label: 'Brand assets' },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'engineering/specs', label: 'Specs' },
      { id: 'engineering/releases', label: 'Release notes' },
    ],
  },
  { id: 'handbook', label: 'Employee handbook' },
];
