import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape your API returns: no `id`, no `label`, children under `teams`.
interface Department {
  code: string;
  name: string;
  headcount: number;
  teams?: Department[];
}

const departments: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    headcount: 42,
    teams: [
      { code: 'ENG-WEB', name: 'Web', headcount: 18 },
      { code: 'ENG-DATA', name: 'Data', headcount: 9 },
    ],
  },
  { code: 'OPS', name: 'Operations', headcount: 15, teams: [{ code: 'OPS-SUP', name: 'Support', headcount: 11 }] },
];

export default function QuickstartTypedDepartments() {
  const [selected, setSelected] = React.useState<string | null>('ENG-WEB');

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        selectedItems: {selected ?? 'null'}
      </Typography>
      <Box sx={{ minHeight: 220, maxWidth: 360 }}>
        <RichTreeView<Department, false>
          aria-label="Departments"
          items={departments}
          getItemId={(department) => department.code}
          getItemLabel={(department) => `${department.name} (${department.headcount})`}
          getItemChildren={(department) => department.teams}
          defaultExpandedItems={['ENG']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </Box>
    </Stack>
  );
}
