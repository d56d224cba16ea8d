import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridEventListener,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value?: Date) => (value == null ? '' : time.format(value)),
  },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

export default function ClickToToggleGroupsGrid() {
  const apiRef = useGridApiRef();

  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    (params) => {
      const node = apiRef.current?.getRowNode(params.id);
      if (node?.type === 'group') {
        apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
      }
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={sensorReadings}
        columns={columns}
        initialState={{ rowGrouping: { model: ['sensor'] } }}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        hideFooter
        getRowClassName={(params) =>
          apiRef.current?.getRowNode(params.id)?.type === 'group' ? 'sensor-group-row' : ''
        }
        sx={{ '& .sensor-group-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
