import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

interface SearchBarSettings {
  persistent: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

const SearchBarContext = React.createContext<SearchBarSettings>({
  persistent: true,
  onExpandedChange: () => {},
});

function DirectoryToolbar() {
  const { persistent, onExpandedChange } = React.useContext(SearchBarContext);
  return (
    <Toolbar>
      <QuickFilter
        // `expanded` fixes the state; `defaultExpanded` only sets where it starts.
        {...(persistent ? { expanded: true } : { defaultExpanded: true })}
        onExpandedChange={onExpandedChange}
        style={{ flex: 1 }}
      >
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              aria-label="Search the directory"
              placeholder="Name, role, team or office"
              size="small"
              fullWidth
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <PersonSearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CloseIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
                ...controlProps.slotProps,
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function EmployeePersistentSearchGrid() {
  const [persistent, setPersistent] = React.useState(true);
  const [reported, setReported] = React.useState<boolean | null>(null);

  const settings = React.useMemo(
    () => ({ persistent, onExpandedChange: setReported }),
    [persistent],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={persistent}
            onChange={(event) => {
              setPersistent(event.target.checked);
              setReported(null);
            }}
          />
        }
        label={persistent ? 'expanded (always open)' : 'defaultExpanded (starts open)'}
      />
      <SearchBarContext.Provider value={settings}>
        <Box sx={{ height: 360 }}>
          <DataGrid
            // Remount the grid when the mode changes, as `defaultExpanded` is read once.
            key={String(persistent)}
            rows={employees}
            columns={columns}
            slots={{ toolbar: DirectoryToolbar }}
            showToolbar
            hideFooter
          />
        </Box>
      </SearchBarContext.Provider>
      <Box component="pre" sx={{ m: 0, mt: 1, fontSize: 13 }}>
        last onExpandedChange: {reported === null ? 'none yet' : String(reported)}
      </Box>
    </Box>
  );
}
