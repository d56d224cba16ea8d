import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** The reporting lines of a 40-person software company; ids are staff handles. */
export const orgChart: TreeViewBaseItem[] = [
  {
    id: 'amara.okafor',
    label: 'Amara Okafor, CEO',
    children: [
      {
        id: 'lucas.meyer',
        label: 'Lucas Meyer, CTO',
        children: [
          {
            id: 'priya.nair',
            label: 'Priya Nair, Engineering manager',
            children: [
              { id: 'tomas.silva', label: 'Tomás Silva, Backend engineer' },
              { id: 'hana.kim', label: 'Hana Kim, Frontend engineer' },
            ],
          },
          { id: 'oliver.grant', label: 'Oliver Grant, Security lead' },
        ],
      },
      {
        id: 'sofia.rossi',
        label: 'Sofia Rossi, CFO',
        children: [
          { id: 'daniel.weber', label: 'Daniel Weber, Controller' },
          { id: 'mei.chen', label: 'Mei Chen, Payroll specialist' },
        ],
      },
      {
        id: 'jonas.berg',
        label: 'Jonas Berg, Head of sales',
        children: [{ id: 'laila.haddad', label: 'Laila Haddad, Account executive' }],
      },
    ],
  },
];
