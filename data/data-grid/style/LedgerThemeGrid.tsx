import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { invoices, type Invoice } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'issuedOn',
    headerName: 'Issued',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

// Grid defaults and styles kept in the theme, next to the rest of the design.
// A function theme extends the theme above it instead of replacing it.
function withLedgerGrid(outer: Theme): Theme {
  const { palette } = outer.vars ?? outer;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDataGrid: {
        defaultProps: {
          density: 'compact',
          showCellVerticalBorder: true,
          showColumnVerticalBorder: true,
        },
        styleOverrides: {
          root: {
            fontVariantNumeric: 'tabular-nums',
            borderColor: palette.text.secondary,
          },
          columnHeader: {
            color: palette.text.secondary,
            textTransform: 'uppercase',
            fontSize: '0.75rem',
          },
          cell: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
        },
      },
    },
  };
}

export default function LedgerThemeGrid() {
  return (
    <ThemeProvider theme={withLedgerGrid}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid rows={invoices} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
