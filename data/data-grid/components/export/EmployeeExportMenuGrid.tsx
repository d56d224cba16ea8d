import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

function PeopleToolbar() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const menuId = React.useId();
  const triggerId = React.useId();

  const close = () => setAnchorEl(null);

  return (
    <Toolbar>
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, mx: 0.5 }}>
        People
      </Typography>
      <Tooltip title="Export">
        <ToolbarButton
          id={triggerId}
          aria-controls={open ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
        >
          <SaveAltIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print the directory
        </ExportPrint>
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'people-visible-columns' }}
          onClick={close}
        >
          CSV, columns on screen
        </ExportCsv>
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'people-all-columns', allColumns: true }}
          onClick={close}
        >
          CSV, every column
        </ExportCsv>
      </Menu>
    </Toolbar>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function EmployeeExportMenuGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slots={{ toolbar: PeopleToolbar }}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { email: false } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
