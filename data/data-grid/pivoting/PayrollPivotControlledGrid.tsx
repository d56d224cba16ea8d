import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridPivotModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { payrollRecords, type PayrollRecord } from './payrollRecords';
import { useShowOncePivoted } from './useShowOncePivoted';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const money = (value?: number) => (value == null ? '' : usd.format(value));

const columns: GridColDef<PayrollRecord>[] = [
  { field: 'employee', headerName: 'Employee', width: 160 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'basePay', headerName: 'Base pay', type: 'number', width: 120, valueFormatter: money },
  { field: 'bonus', headerName: 'Bonus', type: 'number', width: 110, valueFormatter: money },
];

const presets: Array<[string, GridPivotModel]> = [
  [
    'Department × year',
    {
      rows: [{ field: 'department' }],
      columns: [{ field: 'year', sort: 'asc' }],
      values: [{ field: 'basePay', aggFunc: 'sum' }],
    },
  ],
  [
    'Office × year, with bonus',
    {
      rows: [{ field: 'office' }],
      columns: [{ field: 'year', sort: 'asc' }],
      values: [
        { field: 'basePay', aggFunc: 'sum' },
        { field: 'bonus', aggFunc: 'sum' },
      ],
    },
  ],
  [
    'Headcount by department',
    {
      rows: [{ field: 'department' }],
      columns: [{ field: 'year', sort: 'desc' }],
      values: [{ field: 'employee', aggFunc: 'size' }],
    },
  ],
  ['Empty model', { rows: [], columns: [], values: [] }],
];

export default function PayrollPivotControlledGrid() {
  const apiRef = useGridApiRef();
  // Hidden (in a box of its final size) until the grid has built the pivot table.
  const shown = useShowOncePivoted(apiRef);
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(presets[0][1]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />
          }
          label="pivotActive"
        />
        {presets.map(([label, preset]) => (
          <Button key={label} size="small" variant="outlined" onClick={() => setPivotModel(preset)}>
            {label}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Box
          sx={{ flex: '1 1 380px', minWidth: 0, height: 470, visibility: shown ? 'visible' : 'hidden' }}
        >
          <DataGridPremium
          apiRef={apiRef}
            rows={payrollRecords}
            columns={columns}
            pivotActive={pivotActive}
            onPivotActiveChange={setPivotActive}
            pivotModel={pivotModel}
            onPivotModelChange={setPivotModel}
            density="compact"
            showToolbar
          />
        </Box>
        <Typography
          component="pre"
        tabIndex={0}
          variant="body2"
          sx={{
            flex: '1 1 220px',
            m: 0,
            p: 1,
            height: { xs: 220, sm: 470 },
            overflow: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 12,
          }}
        >
          {`pivotActive = ${pivotActive}\npivotModel = ${JSON.stringify(pivotModel, null, 2)}`}
        </Typography>
      </Box>
    </Box>
  );
}
