import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  DataGridPro,
  GridColDef,
  GridRowParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    // A header text that screen readers read and eyes do not see.
    renderHeader: () => (
      <Box
        component="span"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Details
      </Box>
    ),
  },
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 80 },
];

function EmployeeForm({ employee }: { employee: Employee }) {
  // The panel is inside the grid, so it can reach the grid's API through the context.
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState({
    role: employee.role,
    office: employee.office,
    remote: employee.remote,
  });
  const changed =
    draft.role !== employee.role ||
    draft.office !== employee.office ||
    draft.remote !== employee.remote;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    apiRef.current.updateRows([{ id: employee.id, ...draft }]);
  };

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      aria-label={`Edit ${employee.name}`}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, maxWidth: 520 }}
    >
      <TextField
        label="Role"
        size="small"
        value={draft.role}
        onChange={(event) => setDraft({ ...draft, role: event.target.value })}
      />
      <TextField
        label="Office"
        size="small"
        value={draft.office}
        onChange={(event) => setDraft({ ...draft, office: event.target.value })}
        sx={{ width: 140 }}
      />
      <FormControlLabel
        label="Remote"
        control={
          <Switch
            checked={draft.remote}
            onChange={(event) => setDraft({ ...draft, remote: event.target.checked })}
          />
        }
      />
      <Button type="submit" variant="contained" size="small" disabled={!changed}>
        Save
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {changed ? 'Unsaved changes' : 'Up to date'}
      </Typography>
    </Box>
  );
}

export default function EmployeeFormDetailGrid() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Employee>) => <EmployeeForm employee={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
