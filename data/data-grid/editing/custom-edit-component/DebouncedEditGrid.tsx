import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const DELAYS = [0, 200, 1000];

export default function DebouncedEditGrid() {
  const [debounceMs, setDebounceMs] = React.useState(1000);
  const [log, setLog] = React.useState<string[]>([]);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 160 },
      {
        field: 'role',
        headerName: 'Role',
        width: 230,
        editable: true,
        renderEditCell: (params) => <GridEditInputCell {...params} debounceMs={debounceMs} />,
        // Runs each time a value reaches the grid's edit state: once per debounced burst of typing.
        preProcessEditCellProps: (params: GridPreProcessEditCellProps<string, Employee>) => {
          const line = `stored "${params.props.value}" (${params.props.changeReason})`;
          setLog((lines) => [line, ...lines].slice(0, 8));
          return params.props;
        },
      },
      { field: 'office', headerName: 'Office', width: 120 },
    ],
    [debounceMs],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Debounce delay of the Role editor"
        value={String(debounceMs)}
        onChange={(event) => setDebounceMs(Number(event.target.value))}
      >
        {DELAYS.map((delay) => (
          <FormControlLabel key={delay} value={String(delay)} control={<Radio size="small" />} label={`debounceMs=${delay}`} />
        ))}
      </RadioGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid density="compact" rows={employees} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Values stored in the edit state (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Stored edit values"
        sx={{ height: 140, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0
          ? log.join('\n')
          : 'Double-click a role and type a few words, with each delay.'}
      </Box>
    </Box>
  );
}
