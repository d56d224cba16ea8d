import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
  GridPivotModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { supportTickets, type SupportTicket } from './supportTickets';
import { useShowOncePivoted } from './useShowOncePivoted';

// 90th percentile: nine tickets in ten were solved at least this fast.
const p90: GridAggregationFunction<number, number | null> = {
  label: '90th percentile',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const sorted = values
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    return sorted.length ? sorted[Math.ceil(sorted.length * 0.9) - 1] : null;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, p90 };

const columns: GridColDef<SupportTicket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'team', headerName: 'Team', width: 110 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High', 'Urgent'],
    width: 100,
  },
  { field: 'channel', headerName: 'Channel', width: 100 },
  {
    field: 'resolutionHours',
    headerName: 'Hours',
    type: 'number',
    width: 90,
    valueFormatter: (value?: number) => (value == null ? '' : `${value.toFixed(1)} h`),
  },
  { field: 'satisfaction', headerName: 'Rating', type: 'number', width: 90 },
];

type HoursFunction = 'avg' | 'min' | 'max' | 'p90' | 'size';

export default function TicketResolutionPivotGrid() {
  const apiRef = useGridApiRef();
  // Hidden (in a box of its final size) until the grid has built the pivot table.
  const shown = useShowOncePivoted(apiRef);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'team' }],
    columns: [{ field: 'channel', sort: 'asc' }],
    values: [
      { field: 'resolutionHours', aggFunc: 'avg' },
      { field: 'satisfaction', aggFunc: 'avg' },
    ],
  });
  const hoursFunction =
    (pivotModel.values.find((value) => value.field === 'resolutionHours')?.aggFunc as HoursFunction) ?? '';

  const setHoursFunction = (aggFunc: HoursFunction) =>
    setPivotModel((prev) => ({
      ...prev,
      values: prev.values.map((value) =>
        value.field === 'resolutionHours' ? { ...value, aggFunc } : value,
      ),
    }));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="ticket-hours-agg-label">Hours aggregated with</InputLabel>
          <Select
            labelId="ticket-hours-agg-label"
            label="Hours aggregated with"
            value={hoursFunction}
            onChange={(event) => setHoursFunction(event.target.value as HoursFunction)}
          >
            <MenuItem value="avg">avg</MenuItem>
            <MenuItem value="min">min</MenuItem>
            <MenuItem value="max">max</MenuItem>
            <MenuItem value="p90">p90 (custom)</MenuItem>
            <MenuItem value="size">size (count)</MenuItem>
          </Select>
        </FormControl>
      </Box>
      <Typography
        variant="body2"
        component="pre"
        tabIndex={0}
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', height: '4.5em', overflow: 'auto' }}
      >
        {`pivotModel.values = ${JSON.stringify(pivotModel.values)}`}
      </Typography>
      <Box sx={{ height: 360, visibility: shown ? 'visible' : 'hidden' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={supportTickets}
          columns={columns}
          aggregationFunctions={aggregationFunctions}
          initialState={{ pivoting: { enabled: true } }}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          showToolbar
        />
      </Box>
    </Box>
  );
}
