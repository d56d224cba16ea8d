import * as React from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 120 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'department', headerName: 'Department', width: 110 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'email', headerName: 'Email', width: 140 },
];

/** Rendered by the grid, so it reaches the API object through the context. */
function TeamToolbar() {
  const apiRef = useGridApiContext();

  const fitColumns = () => {
    apiRef.current.autosizeColumns({
      includeHeaders: true,
      includeOutliers: true,
    });
  };

  const goToLastRow = () => {
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    if (ids.length === 0) {
      return;
    }
    apiRef.current.scrollToIndexes({ rowIndex: ids.length - 1 });
    apiRef.current.setCellFocus(ids[ids.length - 1], 'name');
  };

  const sortByStartDate = () => {
    apiRef.current.sortColumn('startDate', 'asc');
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Button size="small" onClick={fitColumns}>
        Fit columns
      </Button>
      <Button size="small" onClick={sortByStartDate}>
        Longest serving first
      </Button>
      <Button size="small" onClick={goToLastRow}>
        Last row
      </Button>
    </Box>
  );
}

export default function TeamToolbarActionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={[
          ...columns,
          {
            field: 'startDate',
            headerName: 'Started',
            type: 'date',
            width: 110,
          },
        ]}
        density="compact"
        slots={{ toolbar: TeamToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
