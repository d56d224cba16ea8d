import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener, GridSortModel } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

interface LogLine {
  id: number;
  name: string;
  detail: string;
}

export default function FlightEventLogGrid() {
  const [log, setLog] = React.useState<LogLine[]>([]);
  const counter = React.useRef(0);

  const record = (name: string, detail: string) => {
    counter.current += 1;
    const line = { id: counter.current, name, detail };
    setLog((lines) => [line, ...lines].slice(0, 12));
  };

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    record('rowClick', `flight ${params.row.flightNumber}`);
  };

  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) => {
    record('cellDoubleClick', `${params.field} = ${params.formattedValue}`);
  };

  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params) => {
    record('columnHeaderClick', params.field);
  };

  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    record('cellKeyDown', `${event.key} on ${params.field}`);
  };

  const handleColumnWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    record('columnWidthChange', `${params.colDef.field} is ${params.width} px`);
  };

  const handleSortModelChange = (model: GridSortModel) => {
    const sort = model.map((item) => `${item.field} ${item.sort}`).join(', ');
    record('sortModelChange', sort || 'no sorting');
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      <Box sx={{ flex: '1 1 420px', minWidth: 0, height: 360 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          density="compact"
          hideFooter
          onRowClick={handleRowClick}
          onCellDoubleClick={handleCellDoubleClick}
          onColumnHeaderClick={handleColumnHeaderClick}
          onCellKeyDown={handleCellKeyDown}
          onColumnWidthChange={handleColumnWidthChange}
          onSortModelChange={handleSortModelChange}
        />
      </Box>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="subtitle2" component="p">
            Events, newest first
          </Typography>
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear
          </Button>
        </Box>
        <Box
          role="log"
          aria-label="Grid events"
          tabIndex={0}
          sx={{
            p: 1,
            height: 318,
            overflow: 'auto',
            fontFamily: 'monospace',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {log.length === 0 ? (
            'Click a row, sort by a header, move with the arrow keys or resize a column.'
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {log.map((line) => (
                <li key={line.id}>
                  <Box component="strong" sx={{ color: 'primary.main' }}>
                    {line.name}
                  </Box>{' '}
                  {line.detail}
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
