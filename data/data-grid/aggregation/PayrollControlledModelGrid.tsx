import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) =>
      value == null ? '' : `$${Math.round(value).toLocaleString('en-US')}`,
  },
];

export default function PayrollControlledModelGrid() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    salary: 'sum',
    startDate: 'min',
  });
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="disableAggregation"
      />
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={employees}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(model) => setAggregationModel(model)}
          disableAggregation={disabled}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ m: 0, height: 96, overflow: 'auto', fontFamily: 'monospace' }}
      >
        {`aggregationModel = ${JSON.stringify(aggregationModel, null, 2)}`}
      </Typography>
    </Stack>
  );
}
