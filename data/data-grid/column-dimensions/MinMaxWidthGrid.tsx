import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140, minWidth: 120 },
  { field: 'client', headerName: 'Client', width: 180, minWidth: 120, maxWidth: 260 },
  { field: 'amount', headerName: 'Amount (EUR)', type: 'number', width: 130, maxWidth: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const limits = (column: GridColDef) =>
  `min ${column.minWidth ?? 50}, max ${column.maxWidth ?? '∞'}`;

export default function MinMaxWidthGrid() {
  const [widths, setWidths] = React.useState<Record<string, number>>(() =>
    Object.fromEntries(columns.map((column) => [column.field, column.width ?? 100])),
  );

  // Fired on every step of a drag, so the numbers follow the pointer.
  const handleColumnResize = (params: GridColumnResizeParams) => {
    setWidths((previous) => ({ ...previous, [params.colDef.field]: Math.round(params.width) }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5, typography: 'body2' }}>
        {columns.map((column) => (
          <li key={column.field}>
            {column.headerName}: {widths[column.field]} px ({limits(column)})
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Drag the edge of a header: the width stops at its limits.
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          onColumnResize={handleColumnResize}
          hideFooter
        />
      </Box>
    </Box>
  );
}
