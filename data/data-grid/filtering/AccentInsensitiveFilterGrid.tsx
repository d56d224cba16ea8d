import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function AccentInsensitiveFilterGrid() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          // The grid reads `ignoreDiacritics` when it filters; a new key remounts it so the
          // starting filter runs again with the new setting.
          key={String(ignoreDiacritics)}
          rows={employees}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          showToolbar
          initialState={{
            filter: {
              // Typed without accents, the way most keyboards make it easy to.
              filterModel: { items: [{ field: 'name', operator: 'contains', value: 'chloe' }] },
            },
          }}
        />
      </Box>
    </Box>
  );
}
