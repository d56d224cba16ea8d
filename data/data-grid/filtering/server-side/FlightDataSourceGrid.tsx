import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';
import { createRecordsServer } from './fakeRecordsServer';

const server = createRecordsServer(flights);

const columns: GridColDef<Flight>[] = [
  {
    field: 'flightNumber',
    headerName: 'Flight',
    width: 100,
    filterOperators: getGridStringOperators().filter((operator) => operator.value === 'contains'),
  },
  {
    field: 'to',
    headerName: 'To',
    width: 90,
    filterOperators: getGridStringOperators().filter((operator) => operator.value === 'equals'),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'],
    width: 120,
    filterOperators: getGridSingleSelectOperators().filter((operator) =>
      ['is', 'not'].includes(operator.value),
    ),
  },
  { field: 'gate', headerName: 'Gate', width: 80, filterable: false },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110, filterable: false },
];

export default function FlightDataSourceGrid() {
  const [lastParams, setLastParams] = React.useState<GridGetRowsParams | null>(null);

  // Keep the object stable: a new data source makes the grid fetch again.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastParams(params);
        const page = await server.query({
          filterModel: params.filterModel,
          sortModel: params.sortModel,
          paginationModel: params.paginationModel,
        });
        return { rows: page.rows, rowCount: page.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          height: 80,
          overflow: 'auto',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
        tabIndex={0}
        role="region"
        aria-label="Last getRows call"
      >
        getRows(
        {lastParams
          ? JSON.stringify({
              filterModel: lastParams.filterModel,
              sortModel: lastParams.sortModel,
              paginationModel: lastParams.paginationModel,
            })
          : ''}
        )
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          showToolbar
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'status', operator: 'not', value: 'Cancelled' }] },
            },
            pagination: { paginationModel: { pageSize: 10, page: 0 }, rowCount: 0 },
          }}
          pageSizeOptions={[10, 25]}
          onDataSourceError={() => {}}
        />
      </Box>
    </Box>
  );
}
