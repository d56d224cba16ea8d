import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UpdateIcon from '@mui/icons-material/Update';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  GridColumnMenuSortItem,
  GridSortModel,
  useGridApiContext,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** Replaces the sort items: time columns get wording a traveller expects. */
function TimeAwareSortItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();

  if (colDef.type !== 'dateTime') {
    // Every other column keeps the grid's own sort items.
    return <GridColumnMenuSortItem {...props} />;
  }

  const sortBy = (event: React.MouseEvent<HTMLElement>, direction: 'asc' | 'desc') => {
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem onClick={(event) => sortBy(event, 'asc')}>
        <ListItemIcon>
          <ScheduleIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Earliest first</ListItemText>
      </MenuItem>
      <MenuItem onClick={(event) => sortBy(event, 'desc')}>
        <ListItemIcon>
          <UpdateIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Latest first</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

function DepartureColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: TimeAwareSortItem }} />;
}

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'arrival',
    headerName: 'Arrives (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function DepartureSortMenuGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          minHeight: 40,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        sortModel = {JSON.stringify(sortModel)}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          slots={{ columnMenu: DepartureColumnMenu }}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
