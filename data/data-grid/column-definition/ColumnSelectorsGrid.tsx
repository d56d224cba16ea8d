import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'id', headerName: 'Reading ID', type: 'number', width: 110 },
];

/** A footer that re-renders whenever the defined or the visible columns change. */
function ColumnsFooter() {
  const apiRef = useGridApiContext();
  const defined = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visible = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);

  return (
    <GridFooterContainer sx={{ px: 2, py: 1, display: 'block' }}>
      <Typography variant="body2">
        {defined.length} columns defined, {visible.length} visible:{' '}
        {visible.map((column) => column.headerName ?? column.field).join(', ') || 'none'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ColumnSelectorsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={sensorReadings}
        columns={columns}
        showToolbar
        slots={{ footer: ColumnsFooter }}
        initialState={{ columns: { columnVisibilityModel: { id: false } } }}
      />
    </Box>
  );
}
