import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface StaffMember {
  /** The HR system's key: the tree uses it as the item id. */
  employeeNumber: string;
  label: string;
  children?: StaffMember[];
}

const payrollTeam: StaffMember[] = [
  {
    employeeNumber: 'E-1042',
    label: 'Dana Whitfield, Head of Payroll',
    children: [
      { employeeNumber: 'E-1177', label: 'Marco Rossi, Payroll Specialist' },
      { employeeNumber: 'E-1203', label: 'Aiko Tanaka, Benefits Analyst' },
    ],
  },
  { employeeNumber: 'E-0988', label: 'Priya Nair, Compliance Officer' },
];

const getItemId = (member: StaffMember) => member.employeeNumber;

export default function RichItemsIdField() {
  const [selected, setSelected] = React.useState<string | null>('E-1177');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        selectedItems: {JSON.stringify(selected)}
      </Typography>
      <Box sx={{ minHeight: 160 }}>
        <RichTreeView
          items={payrollTeam}
          getItemId={getItemId}
          defaultExpandedItems={['E-1042']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </Box>
    </Stack>
  );
}
