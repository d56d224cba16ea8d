import * as React from 'react';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  GridBaseIconProps,
  GridCellParams,
  GridColDef,
  GridRowParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** Safe range of each room, in °C. */
const LIMITS: Record<SensorReading['sensor'], [number, number]> = {
  Greenhouse: [16, 28],
  'Cold room': [2, 5],
  'Server rack': [18, 32],
};

const rows = sensorReadings.filter((reading) => reading.time.getUTCMinutes() === 0).slice(0, 24);

const columns: GridColDef<SensorReading>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    // A header text that screen readers read and eyes do not see.
    renderHeader: () => (
      <Box
        component="span"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Details
      </Box>
    ),
  },
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    width: 110,
    valueFormatter: (value: Date) => time.format(value),
  },
  { field: 'temperature', headerName: '°C', type: 'number', width: 80 },
  { field: 'humidity', headerName: 'Humidity %', type: 'number', width: 110 },
];

// The grid's icon props differ from Material UI's on `color`: leave it out.
function PlusIcon({ color: _color, ...props }: GridBaseIconProps) {
  return <AddIcon {...props} />;
}
function MinusIcon({ color: _color, ...props }: GridBaseIconProps) {
  return <RemoveIcon {...props} />;
}

function ReadingCheck({ reading }: { reading: SensorReading }) {
  const [low, high] = LIMITS[reading.sensor];
  const ok = reading.temperature >= low && reading.temperature <= high;
  return (
    <Box sx={{ px: 2, py: 1, typography: 'body2' }}>
      {reading.sensor} should stay between {low} °C and {high} °C:{' '}
      {ok ? 'this reading is within range.' : 'this reading is out of range, check the room.'}
    </Box>
  );
}

export default function SensorRowClickGrid() {
  const apiRef = useGridApiRef();

  const handleCellClick = (params: GridCellParams<SensorReading>) => {
    // The toggle column already toggles on its own click; do not toggle twice.
    if (params.field === GRID_DETAIL_PANEL_TOGGLE_FIELD) return;
    apiRef.current?.toggleDetailPanel(params.id);
  };

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<SensorReading>) => <ReadingCheck reading={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onCellClick={handleCellClick}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        slots={{ detailPanelExpandIcon: PlusIcon, detailPanelCollapseIcon: MinusIcon }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        hideFooter
      />
    </Box>
  );
}
