import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridPaginationMeta,
  GridPaginationModel,
} from '@mui/x-data-grid';
import { fetchLedger, type LedgerEntry } from './fakeLedgerServer';

const columns: GridColDef<LedgerEntry>[] = [
  { field: 'bookedOn', headerName: 'Booked on', width: 110 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 130 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

export default function CursorPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  // cursors[n] is the token that loads page n; page 0 needs none.
  const [cursors, setCursors] = React.useState<Array<string | null>>([null]);
  const [rows, setRows] = React.useState<LedgerEntry[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({
    hasNextPage: true,
  });
  const [loading, setLoading] = React.useState(true);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    // A new page size invalidates every cursor but the first.
    if (model.pageSize !== paginationModel.pageSize) {
      setCursors([null]);
      setPaginationModel({ page: 0, pageSize: model.pageSize });
    } else {
      setPaginationModel(model);
    }
    setLoading(true);
  };

  const cursor = cursors[paginationModel.page] ?? null;

  React.useEffect(() => {
    let active = true;
    fetchLedger(cursor, paginationModel.pageSize).then((page) => {
      if (!active) return;
      setRows(page.rows);
      setPaginationMeta({ hasNextPage: page.nextCursor !== null });
      setCursors((previous) => {
        const next = previous.slice(0, paginationModel.page + 1);
        if (page.nextCursor !== null) next.push(page.nextCursor);
        return next;
      });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [cursor, paginationModel.page, paginationModel.pageSize]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        role="region"
        aria-label="Known cursors"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {`page: ${paginationModel.page}, cursor: ${JSON.stringify(cursor)}\ncursors: ${JSON.stringify(cursors)}`}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationMode="server"
          rowCount={-1}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[10, 20]}
          loading={loading}
        />
      </Box>
    </Box>
  );
}
