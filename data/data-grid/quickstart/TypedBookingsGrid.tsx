import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

/** One row: a hotel booking as your API returns it. */
interface Booking {
  id: string;
  guest: string;
  hotel: string;
  checkIn: Date;
  nights: number;
  nightlyRate: number;
}

const bookings: Booking[] = [
  { id: 'BK-301', guest: 'Amara Okafor', hotel: 'Harbour View', checkIn: new Date(Date.UTC(2025, 5, 3, 12)), nights: 3, nightlyRate: 140 },
  { id: 'BK-302', guest: 'Jonas Berg', hotel: 'Old Town Inn', checkIn: new Date(Date.UTC(2025, 5, 4, 12)), nights: 1, nightlyRate: 95 },
  { id: 'BK-303', guest: 'Mei Tanaka', hotel: 'Harbour View', checkIn: new Date(Date.UTC(2025, 5, 6, 12)), nights: 5, nightlyRate: 132 },
  { id: 'BK-304', guest: 'Lucas Moreau', hotel: 'Garden Lodge', checkIn: new Date(Date.UTC(2025, 5, 9, 12)), nights: 2, nightlyRate: 110 },
];

// GridColDef<Booking> types the `row` that getters, formatters and renderers receive.
const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  { field: 'hotel', headerName: 'Hotel', width: 130 },
  {
    field: 'checkIn',
    headerName: 'Check-in',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  {
    // Not a property of Booking: a computed column, read with valueGetter.
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.nights * row.nightlyRate,
  },
];

export default function TypedBookingsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid<Booking> rows={bookings} columns={columns} hideFooter />
    </Box>
  );
}
