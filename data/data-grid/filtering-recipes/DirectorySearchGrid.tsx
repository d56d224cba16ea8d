import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function DirectorySearchGrid() {
  const [search, setSearch] = React.useState('');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: [],
  });

  const handleSearchChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setSearch(text);
    // One value per word: a row must match every word, in any of its columns.
    const words = text.split(' ').filter((word) => word !== '');
    setFilterModel((model) => ({ ...model, quickFilterValues: words }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Box component="span" sx={{ typography: 'subtitle1', fontWeight: 600 }}>
          Company directory
        </Box>
        <TextField
          size="small"
          label="Search people"
          value={search}
          onChange={handleSearchChange}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues)}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
