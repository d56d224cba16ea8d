import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuProps,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

type DefaultItem = 'columnMenuSortItem' | 'columnMenuFilterItem' | 'columnMenuColumnsItem';

const ITEMS: Array<{ slot: DefaultItem; label: string }> = [
  { slot: 'columnMenuSortItem', label: 'Sort' },
  { slot: 'columnMenuFilterItem', label: 'Filter' },
  { slot: 'columnMenuColumnsItem', label: 'Hide and manage columns' },
];

/** The slots set to `null` are left out of every column's menu. */
const HiddenItemsContext = React.createContext<DefaultItem[]>([]);

function DirectoryColumnMenu(props: GridColumnMenuProps) {
  const hidden = React.useContext(HiddenItemsContext);
  const slots = Object.fromEntries(hidden.map((slot) => [slot, null]));
  return <GridColumnMenu {...props} slots={slots} />;
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'email', headerName: 'Email', width: 220 },
];

export default function KioskMenuItemsGrid() {
  const [hidden, setHidden] = React.useState<DefaultItem[]>(['columnMenuColumnsItem']);

  const toggle = (slot: DefaultItem) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setHidden((previous) =>
      event.target.checked ? [...previous, slot] : previous.filter((item) => item !== slot),
    );

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        {ITEMS.map(({ slot, label }) => (
          <FormControlLabel
            key={slot}
            control={<Checkbox checked={hidden.includes(slot)} onChange={toggle(slot)} />}
            label={`Hide ${label}`}
          />
        ))}
      </FormGroup>
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
        slots = {JSON.stringify(Object.fromEntries(hidden.map((slot) => [slot, null])))}
      </Box>
      <Box sx={{ height: 380 }}>
        <HiddenItemsContext.Provider value={hidden}>
          <DataGrid
            rows={employees}
            columns={columns}
            slots={{ columnMenu: DirectoryColumnMenu }}
            hideFooter
          />
        </HiddenItemsContext.Provider>
      </Box>
    </Box>
  );
}
