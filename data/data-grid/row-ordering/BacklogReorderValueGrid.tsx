import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Task {
  id: string;
  title: string;
  estimate: number;
  owner: string;
  /** Shown in the box that follows the pointer while the row is dragged. */
  __reorder__: string;
}

const tasks: Omit<Task, '__reorder__'>[] = [
  { id: 'WEB-412', title: 'Checkout fails on expired cards', estimate: 3, owner: 'Amara' },
  { id: 'WEB-398', title: 'Dark mode for the invoice view', estimate: 5, owner: 'Jonas' },
  { id: 'WEB-421', title: 'Export orders as Excel', estimate: 2, owner: 'Mei' },
  { id: 'WEB-377', title: 'Search by SKU in the catalogue', estimate: 8, owner: 'Luis' },
  { id: 'WEB-430', title: 'Email receipt in the buyer’s language', estimate: 3, owner: 'Amara' },
];

const rows: Task[] = tasks.map((task) => ({ ...task, __reorder__: `${task.id} · ${task.title}` }));

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'Key', width: 100 },
  { field: 'title', headerName: 'Task', minWidth: 220, flex: 1 },
  { field: 'estimate', headerName: 'Points', type: 'number', width: 80 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

export default function BacklogReorderValueGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
