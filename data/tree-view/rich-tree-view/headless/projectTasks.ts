import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** The work breakdown of a small office move. */
export const projectTasks: TreeViewBaseItem[] = [
  {
    id: 'plan',
    label: 'Plan the move',
    children: [
      { id: 'plan/budget', label: 'Approve the budget' },
      { id: 'plan/movers', label: 'Book the movers' },
    ],
  },
  {
    id: 'it',
    label: 'IT',
    children: [
      { id: 'it/network', label: 'Order the network line' },
      {
        id: 'it/desks',
        label: 'Desk setup',
        children: [
          { id: 'it/desks/screens', label: 'Screens' },
          { id: 'it/desks/docks', label: 'Docking stations' },
        ],
      },
    ],
  },
  { id: 'party', label: 'Housewarming party' },
];
