import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridComparatorFn,
  gridNumberComparator,
  gridStringOrNumberComparator,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

// "B7" sorts before "B12": compare the concourse letter, then the gate number.
const gateComparator: GridComparatorFn<string> = (a, b, paramsA, paramsB) => {
  const byConcourse = gridStringOrNumberComparator(a[0], b[0], paramsA, paramsB);
  if (byConcourse !== 0) {
    return byConcourse;
  }
  return gridNumberComparator(Number(a.slice(1)), Number(b.slice(1)), paramsA, paramsB);
};

const columns: GridColDef<Flight>[] = [
  { field: 'gate', headerName: 'Gate (natural)', width: 140, sortComparator: gateComparator },
  { field: 'plainGate', headerName: 'Gate (as text)', width: 140, valueGetter: (_, row) => row.gate },
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 80 },
];

export default function GateComparatorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'gate', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
