import * as React from 'react';
import Box from '@mui/material/Box';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

/** What the grid passes to an icon slot that these icons use. */
interface HeaderIconProps {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}

function SortedUpIcon({ className, fontSize }: HeaderIconProps) {
  return <KeyboardArrowUpIcon className={className} fontSize={fontSize} />;
}

function SortedDownIcon({ className, fontSize }: HeaderIconProps) {
  return <KeyboardArrowDownIcon className={className} fontSize={fontSize} />;
}

function MenuIcon({ className, fontSize }: HeaderIconProps) {
  return <MoreHorizIcon className={className} fontSize={fontSize} />;
}

function FilteredIcon({ className, fontSize }: HeaderIconProps) {
  return <FilterAltOutlinedIcon className={className} fontSize={fontSize} />;
}

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  // Still sortable from the menu, but no arrow ever shows in this header.
  { field: 'client', headerName: 'Client', width: 180, hideSortIcons: true },
  {
    field: 'dueOn',
    headerName: 'Due',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euros.format(value),
  },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function InvoiceHeaderIconsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        showColumnVerticalBorder
        slots={{
          columnSortedAscendingIcon: SortedUpIcon,
          columnSortedDescendingIcon: SortedDownIcon,
          columnMenuIcon: MenuIcon,
          columnFilteredIcon: FilteredIcon,
        }}
        initialState={{
          sorting: { sortModel: [{ field: 'dueOn', sort: 'asc' }] },
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'isAnyOf', value: ['Sent', 'Overdue'] }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
