import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEditSingleSelectCell,
  GridEditSingleSelectCellProps,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

function StatusEditor(props: GridRenderEditCellParams<Flight, string>) {
  const { id, field } = props;
  const apiRef = useGridApiContext();

  const handleValueChange: GridEditSingleSelectCellProps['onValueChange'] = async (_event, newValue) => {
    // Store the choice first, then leave edit mode: the row is saved right away.
    await apiRef.current.setEditCellValue({ id, field, value: newValue });
    apiRef.current.stopCellEditMode({ id, field });
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const STATUSES = ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'];

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 120,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'status',
    headerName: 'Status (auto-stop)',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 160,
    editable: true,
    renderEditCell: (params) => <StatusEditor {...params} />,
  },
  { field: 'gate', headerName: 'Gate', width: 80, editable: true },
];

export default function AutoStopStatusGrid() {
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = (newRow: Flight, oldRow: Flight) => {
    const changes = (['status', 'gate'] as const)
      .filter((key) => newRow[key] !== oldRow[key])
      .map((key) => `${key} ${oldRow[key]} → ${newRow[key]}`);
    const line = `${newRow.flightNumber}: ${changes.length > 0 ? changes.join(', ') : 'no change'}`;
    setLog((lines) => [line, ...lines].slice(0, 6));
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={flights}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Saved rows (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Saved flights"
        sx={{ height: 110, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0 ? log.join('\n') : 'Double-click a status and pick another one.'}
      </Box>
    </Box>
  );
}
