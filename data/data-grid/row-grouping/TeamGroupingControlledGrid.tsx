import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

const presets: Array<[string, GridRowGroupingModel]> = [
  ['By department', ['department']],
  ['Department, then office', ['department', 'office']],
  ['Office, then department', ['office', 'department']],
  ['No grouping', []],
];

export default function TeamGroupingControlledGrid() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['department', 'office']);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {presets.map(([label, preset]) => (
          <Button key={label} size="small" variant="outlined" onClick={() => setModel(preset)}>
            {label}
          </Button>
        ))}
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        rowGroupingModel = {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={employees}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
