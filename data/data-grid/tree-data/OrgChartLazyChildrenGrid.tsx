import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import { fetchDirectReports, ORG_CHART_LATENCY_MS, type PersonRow } from './orgChartServer';
import { NamedCircularProgress } from '@docs/demo-data';

const columns: GridColDef<PersonRow>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'directReports', headerName: 'Reports', type: 'number', width: 100 },
];

export default function OrgChartLazyChildrenGrid() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const path = params.groupKeys ?? [];
        setRequests((prev) => [...prev, path.length ? path.join(' / ') : '(top level)'].slice(-3));
        const rows = await fetchDirectReports(path, params.sortModel);
        return { rows, rowCount: rows.length };
      },
      // The key of a row inside its parent; the grid sends the keys of the ancestors as `groupKeys`.
      getGroupKey: (row) => row.name,
      // 0 means "no children": the row gets no expand button.
      getChildrenCount: (row) => row.directReports,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', height: '6.5em', overflow: 'auto' }}
      >
        {`Latest getRows calls (each answers after ${ORG_CHART_LATENCY_MS} ms), groupKeys:\n${requests.join('\n')}`}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          slots={{ baseCircularProgress: NamedCircularProgress }}
          treeData
          dataSource={dataSource}
          columns={columns}
          groupingColDef={{ headerName: 'Employee', width: 250 }}
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Box>
  );
}
