import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowGroupingModel } from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  title: string;
  sprint: string;
  assignee: string;
  status: 'To do' | 'In progress' | 'Done';
  estimate: number;
}

const tasks: Task[] = [
  { id: 1, title: 'Design the onboarding email', sprint: 'Sprint 14', assignee: 'Priya', status: 'Done', estimate: 3 },
  { id: 2, title: 'Rate-limit the login endpoint', sprint: 'Sprint 14', assignee: 'Felix', status: 'In progress', estimate: 5 },
  { id: 3, title: 'Migrate reports to the new DB', sprint: 'Sprint 14', assignee: 'Felix', status: 'To do', estimate: 8 },
  { id: 4, title: 'Fix date picker in Safari', sprint: 'Sprint 15', assignee: 'Noor', status: 'To do', estimate: 2 },
  { id: 5, title: 'Write the release notes', sprint: 'Sprint 15', assignee: 'Priya', status: 'In progress', estimate: 1 },
  { id: 6, title: 'Add SSO for enterprise plans', sprint: 'Sprint 15', assignee: 'Noor', status: 'To do', estimate: 13 },
];

const columns: GridColDef<Task>[] = [
  // Titles and estimates are unique per task: grouping by them makes no sense.
  { field: 'title', headerName: 'Task', width: 230, groupable: false },
  { field: 'sprint', headerName: 'Sprint', width: 110 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'estimate', headerName: 'Points', type: 'number', width: 80, groupable: false },
];

export default function ProjectTasksGroupableGrid() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['sprint']);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        rowGroupingModel = {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={tasks}
          columns={columns}
          initialState={{ rowGrouping: { model: ['sprint'] } }}
          onRowGroupingModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
