import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { day } from '@docs/demo-data';

interface Shift {
  id: number;
  /** A new Date object on every row, even for the same day. */
  date: Date;
  store: string;
  shift: 'Morning' | 'Evening';
  employee: string;
  role: string;
}

type Row = [date: string, store: string, shift: Shift['shift'], employee: string, role: string];

const ROSTER: Row[] = [
  ['2025-06-02', 'Riverside', 'Morning', 'Lena Park', 'Cashier'],
  ['2025-06-02', 'Riverside', 'Morning', 'Omar Haddad', 'Stock'],
  ['2025-06-02', 'Riverside', 'Evening', 'Omar Haddad', 'Cashier'],
  ['2025-06-02', 'Old Town', 'Morning', 'Sofia Reyes', 'Cashier'],
  ['2025-06-02', 'Old Town', 'Evening', 'Jonas Berg', 'Cashier'],
  ['2025-06-03', 'Old Town', 'Morning', 'Jonas Berg', 'Cashier'],
  ['2025-06-03', 'Old Town', 'Morning', 'Aiko Tanaka', 'Stock'],
  ['2025-06-03', 'Old Town', 'Evening', 'Sofia Reyes', 'Cashier'],
  ['2025-06-03', 'Riverside', 'Morning', 'Lena Park', 'Cashier'],
  ['2025-06-03', 'Riverside', 'Evening', 'Lena Park', 'Cashier'],
  ['2025-06-04', 'Riverside', 'Morning', 'Omar Haddad', 'Cashier'],
  ['2025-06-04', 'Riverside', 'Evening', 'Aiko Tanaka', 'Cashier'],
];

const rows: Shift[] = ROSTER.map(([date, store, shift, employee, role], index) => ({
  id: index + 1,
  date: day(date),
  store,
  shift,
  employee,
  role,
}));

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const plainColumns: GridColDef<Shift>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'store', headerName: 'Store', width: 110 },
  { field: 'shift', headerName: 'Shift', width: 100 },
  { field: 'employee', headerName: 'Employee', width: 140 },
  { field: 'role', headerName: 'Role', width: 100 },
];

// The same columns, each told what counts as "the same value" for spanning.
const spanKey = (row: Shift) => row.date.getTime();
const customColumns: GridColDef<Shift>[] = [
  {
    ...plainColumns[0],
    // Two Date objects are never equal (===): compare the time instead.
    rowSpanValueGetter: (_value, row) => spanKey(row),
  },
  {
    ...plainColumns[1],
    // A store merges only within one day.
    rowSpanValueGetter: (_value, row) => `${spanKey(row)} ${row.store}`,
  },
  {
    ...plainColumns[2],
    // A shift merges only within one store on one day.
    rowSpanValueGetter: (_value, row) => `${spanKey(row)} ${row.store} ${row.shift}`,
  },
  {
    ...plainColumns[3],
    // `null` never spans: each assignment keeps its own cell.
    rowSpanValueGetter: () => null,
  },
  { ...plainColumns[4], rowSpanValueGetter: () => null },
];

export default function ShiftRosterSpanningGrid() {
  const [custom, setCustom] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />
        }
        label="Use rowSpanValueGetter"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={custom ? customColumns : plainColumns}
          rowSpanning
          showCellVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
