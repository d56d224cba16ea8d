import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { flights, type Flight, type FlightStatus } from '@docs/demo-data';

const STATUSES: FlightStatus[] = ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'];

/** Replaces the whole filter panel: one checkbox per status, nothing else. */
function StatusFilterPanel() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const statusItem = filterModel.items.find((item) => item.field === 'status');
  const shown: string[] = statusItem?.value ?? [];

  const toggle = (status: string) => {
    const next = shown.includes(status)
      ? shown.filter((value) => value !== status)
      : [...shown, status];
    apiRef.current.setFilterModel({
      ...filterModel,
      items:
        next.length === 0 ? [] : [{ id: 'status', field: 'status', operator: 'isAnyOf', value: next }],
    });
  };

  return (
    <Box sx={{ p: 2, minWidth: 220 }}>
      <Typography id="status-filter-title" variant="subtitle2" sx={{ mb: 1 }}>
        Show flights that are
      </Typography>
      <FormGroup aria-labelledby="status-filter-title">
        {STATUSES.map((status) => (
          <FormControlLabel
            key={status}
            label={status}
            control={
              <Checkbox
                size="small"
                checked={shown.includes(status)}
                onChange={() => toggle(status)}
              />
            }
          />
        ))}
      </FormGroup>
      <Typography variant="caption" color="text.secondary">
        {shown.length === 0 ? 'No status picked: every flight shows.' : `${shown.length} picked`}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 120,
  },
];

export default function FlightStatusPanelGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 'status', field: 'status', operator: 'isAnyOf', value: ['Delayed', 'Cancelled'] }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        filterModel.items: {JSON.stringify(filterModel.items)}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ filterPanel: StatusFilterPanel }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
