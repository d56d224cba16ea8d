import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

/** A flight that is boarding must show its passengers where to go. */
function gateError(gate: unknown, status: unknown): string | null {
  const hasGate = typeof gate === 'string' && gate.trim() !== '';
  if (status === 'Boarding' && !hasGate) {
    return 'A boarding flight needs a gate.';
  }
  if (status === 'Cancelled' && hasGate) {
    return 'A cancelled flight keeps no gate.';
  }
  return null;
}

export default function ConditionalValidationGrid() {
  const [message, setMessage] = React.useState<string | null>(null);

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      { field: 'flightNumber', headerName: 'Flight', width: 100 },
      { field: 'to', headerName: 'To', width: 70 },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'],
        width: 140,
        editable: true,
      },
      {
        field: 'gate',
        headerName: 'Gate',
        width: 110,
        editable: true,
        // In row editing this runs again when any other field of the row changes.
        preProcessEditCellProps: (params: GridPreProcessEditCellProps<string, Flight>) => {
          const error = gateError(params.props.value, params.otherFieldsProps?.status.value);
          setMessage(error);
          return { ...params.props, error: error !== null };
        },
      },
      { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
    ],
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={flights}
          columns={columns}
          editMode="row"
          onRowEditStop={() => setMessage(null)}
          hideFooter
          sx={{
            '& .MuiDataGrid-cell--editing:has(.Mui-error)': {
              bgcolor: 'error.main',
              color: 'error.contrastText',
              '& input': { color: 'inherit' },
            },
          }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 24, color: message ? 'error.main' : 'text.secondary' }}>
        {message ?? 'Rule: a boarding flight needs a gate, a cancelled one has none. Double-click a row to try it.'}
      </Typography>
    </Box>
  );
}
