import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** The folders of a mail client, with the number of unread messages in the label. */
export const mailFolders: TreeViewBaseItem[] = [
  { id: 'inbox', label: 'Inbox (12)' },
  {
    id: 'clients',
    label: 'Clients',
    children: [
      {
        id: 'clients/acme',
        label: 'Acme Logistics',
        children: [
          { id: 'clients/acme/contracts', label: 'Contracts' },
          { id: 'clients/acme/support', label: 'Support tickets (3)' },
        ],
      },
      { id: 'clients/northwind', label: 'Northwind Traders' },
      { id: 'clients/globex', label: 'Globex (1)' },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects/website', label: 'Website redesign' },
      {
        id: 'projects/mobile',
        label: 'Mobile app',
        children: [
          { id: 'projects/mobile/beta', label: 'Beta feedback (5)' },
          { id: 'projects/mobile/store', label: 'App store review' },
        ],
      },
    ],
  },
  {
    id: 'receipts',
    label: 'Receipts',
    children: [
      { id: 'receipts/travel', label: 'Travel' },
      { id: 'receipts/software', label: 'Software' },
    ],
  },
  { id: 'sent', label: 'Sent' },
  { id: 'archive', label: 'Archive' },
];

/** The ids of every folder that has subfolders, in the order they appear. */
export function getParentIds(items: readonly TreeViewBaseItem[]): string[] {
  return items.flatMap((item) =>
    item.children?.length ? [item.id, ...getParentIds(item.children)] : [],
  );
}
