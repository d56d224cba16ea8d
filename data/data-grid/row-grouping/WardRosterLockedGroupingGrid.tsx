import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowGroupingModel } from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  nurse: string;
  ward: 'Cardiology' | 'Maternity' | 'Oncology';
  shift: 'Early' | 'Late' | 'Night';
  hours: number;
}

const roster: Shift[] = [
  { id: 1, nurse: 'Ines Carvalho', ward: 'Cardiology', shift: 'Early', hours: 8 },
  { id: 2, nurse: 'Tomasz Wróbel', ward: 'Cardiology', shift: 'Late', hours: 8 },
  { id: 3, nurse: 'Grace Mensah', ward: 'Cardiology', shift: 'Night', hours: 10 },
  { id: 4, nurse: 'Hana Sato', ward: 'Maternity', shift: 'Early', hours: 8 },
  { id: 5, nurse: 'Oliver Dunn', ward: 'Maternity', shift: 'Early', hours: 6 },
  { id: 6, nurse: 'Leila Haddad', ward: 'Maternity', shift: 'Night', hours: 10 },
  { id: 7, nurse: 'Marta Kovács', ward: 'Oncology', shift: 'Late', hours: 8 },
  { id: 8, nurse: 'Samuel Osei', ward: 'Oncology', shift: 'Night', hours: 10 },
  { id: 9, nurse: 'Elena Petrova', ward: 'Oncology', shift: 'Early', hours: 8 },
];

// No column can be grouped from its menu: the layout of the roster is decided by the app.
const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 160, groupable: false },
  { field: 'ward', headerName: 'Ward', width: 120, groupable: false },
  { field: 'shift', headerName: 'Shift', width: 90, groupable: false },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80, groupable: false },
];

const layouts: Record<string, GridRowGroupingModel> = {
  ward: ['ward', 'shift'],
  shift: ['shift', 'ward'],
};

export default function WardRosterLockedGroupingGrid() {
  const [layout, setLayout] = React.useState('ward');
  const model = layouts[layout];

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Roster layout"
        value={layout}
        onChange={(_, value: string | null) => value && setLayout(value)}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="ward">Ward, then shift</ToggleButton>
        <ToggleButton value="shift">Shift, then ward</ToggleButton>
      </ToggleButtonGroup>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        rowGroupingModel = {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={roster}
          columns={columns}
          rowGroupingModel={model}
          defaultGroupingExpansionDepth={1}
          groupingColDef={{ width: 200 }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
