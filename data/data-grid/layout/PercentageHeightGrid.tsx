import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 120 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    width: 110,
    valueFormatter: (value: Date) =>
      value.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
  },
  { field: 'temperature', headerName: '°C', type: 'number', width: 80 },
];

export default function PercentageHeightGrid() {
  const [panelHeight, setPanelHeight] = React.useState(300);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={panelHeight}
        onChange={(_, value: number | null) => value !== null && setPanelHeight(value)}
        aria-label="Height of the panel"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={240}>Panel 240 px</ToggleButton>
        <ToggleButton value={300}>300 px</ToggleButton>
        <ToggleButton value={400}>400 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        {/* The panel has the height; the grid's wrapper takes 100 % of it, minus the title. */}
        <Paper variant="outlined" sx={{ height: panelHeight, p: 1, boxSizing: 'border-box' }}>
          <Typography variant="subtitle2" component="p" sx={{ height: 28 }}>
            Cold chain readings
          </Typography>
          <Box sx={{ height: 'calc(100% - 28px)', width: '100%' }}>
            <DataGrid rows={sensorReadings} columns={columns} density="compact" hideFooter />
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
