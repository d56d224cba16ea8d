import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
  getGridNumericOperators,
  getGridSingleSelectOperators,
} from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';
import {
  createRecordsServer,
  type RecordsPage,
  type RecordsQuery,
} from './fakeRecordsServer';

const server = createRecordsServer(sensorReadings, { searchFields: ['sensor'] });

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const numberOperators = getGridNumericOperators().filter((operator) =>
  ['>', '<', '>=', '<='].includes(operator.value),
);

const columns: GridColDef<SensorReading>[] = [
  {
    field: 'time',
    headerName: 'Time (UTC)',
    width: 110,
    filterable: false,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'sensor',
    headerName: 'Sensor',
    type: 'singleSelect',
    valueOptions: ['Greenhouse', 'Cold room', 'Server rack'],
    flex: 1,
    minWidth: 140,
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 120,
    filterOperators: numberOperators,
  },
  {
    field: 'humidity',
    headerName: 'Humidity (%)',
    type: 'number',
    width: 130,
    filterOperators: numberOperators,
  },
];

export default function SensorLogServerQueryGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'temperature', operator: '>', value: 25 }],
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'temperature', sort: 'desc' },
  ]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const query: RecordsQuery = React.useMemo(
    () => ({ filterModel, sortModel, paginationModel }),
    [filterModel, sortModel, paginationModel],
  );
  const [answer, setAnswer] = React.useState<{
    query: RecordsQuery;
    page: RecordsPage<SensorReading>;
  }>();
  const loading = answer?.query !== query;
  const rows = answer?.page.rows ?? [];
  // -1 until the first answer: the total is not known yet.
  const rowCount = answer?.page.rowCount ?? -1;

  React.useEffect(() => {
    const controller = new AbortController();
    server
      .query(query, { signal: controller.signal })
      .then((page) => setAnswer({ query, page }))
      .catch(() => {});
    return () => controller.abort();
  }, [query]);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    // A new filter changes the number of pages: start again from the first one.
    setPaginationModel((current) => ({ ...current, page: 0 }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          height: 120,
          overflow: 'auto',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
        tabIndex={0}
        role="region"
        aria-label="Request sent to the server"
      >
        {`POST /sensor-readings/query\n${JSON.stringify(query, null, 1)}`}
      </Box>
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          showToolbar
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          rowCount={rowCount}
          pageSizeOptions={[10, 25]}
          density="compact"
        />
      </Box>
    </Box>
  );
}
