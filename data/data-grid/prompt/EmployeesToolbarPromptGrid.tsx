import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  GridColDef,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { employees, type Employee } from '@docs/demo-data';
import { createFakePromptService } from './fakePromptService';

const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130, examples: DEPARTMENTS },
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    description: 'Yearly pay, in US dollars',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) =>
      value == null ? '' : `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`,
  },
];

const OutcomeContext = React.createContext<(outcome: string) => void>(() => {});

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const report = React.useContext(OutcomeContext);

  const handleSubmit = async (prompt: string) => {
    report(`"${prompt}": processing…`);
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    report(
      result instanceof Error
        ? `"${prompt}": ${result.message}`
        : `"${prompt}": applied ${JSON.stringify({
            filters: result.filters,
            sorting: result.sorting,
            grouping: result.grouping,
            aggregation: result.aggregation,
          })}`,
    );
  };

  return (
    <Toolbar style={{ minHeight: 56 }}>
      <PromptField
        onSubmit={handleSubmit}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1, minWidth: 0 }}
      >
        <PromptFieldControl
          label="Ask the grid"
          placeholder="e.g. average salary by department"
          size="small"
          fullWidth
        />
        <PromptFieldSend render={<ToolbarButton aria-label="Send prompt" />}>
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function EmployeesToolbarPromptGrid() {
  const [outcome, setOutcome] = React.useState('Type a prompt above the grid and press Enter.');
  const service = React.useMemo(() => createFakePromptService({ latency: 800 }), []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <OutcomeContext.Provider value={setOutcome}>
        <Box sx={{ height: 400, width: '100%' }}>
          <DataGridPremium
            rows={employees}
            columns={columns}
            showToolbar
            aiAssistant
            onPrompt={service}
            slots={{ toolbar: PromptToolbar }}
          />
        </Box>
      </OutcomeContext.Provider>
      <Typography
        variant="body2"
        role="status"
        tabIndex={0}
        sx={{ height: 88, overflow: 'auto', fontFamily: 'monospace', wordBreak: 'break-word' }}
      >
        {outcome}
      </Typography>
    </Stack>
  );
}
