import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowHeightParams,
  GridRowHeightReturnValue,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const NOTICES: Partial<Record<Flight['status'], string>> = {
  Delayed: 'New time on the screens soon',
  Cancelled: 'Rebooking at the transfer desk',
};

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    flex: 1,
    minWidth: 200,
    renderCell: (params) => {
      const notice = NOTICES[params.row.status];
      return (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            height: '100%',
            // The cell's line height is the row height: reset it for two lines.
            lineHeight: 1.4,
          }}
        >
          <span>{params.row.status}</span>
          {notice && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {notice}
            </Typography>
          )}
        </Box>
      );
    },
  },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 120,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'to', headerName: 'To', width: 70 },
];

// Flights with a notice get room for a second line; the others keep the default.
function getRowHeight({ model }: GridRowHeightParams): GridRowHeightReturnValue {
  return NOTICES[(model as Flight).status] ? 68 : null;
}

export default function FlightStatusRowHeightGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        rowHeight={44}
        getRowHeight={getRowHeight}
        hideFooter
      />
    </Box>
  );
}
