import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { seededRandom } from '@docs/demo-data';

const NOTES = [
  'On track.',
  'Waiting for the client to sign off the designs.',
  'Blocked: the staging server is down.',
  'Ahead of plan.',
  'Two developers out sick; the release moves by a few days, and the client has been told.',
  'Demo went well; small fixes only.',
  'Scope grew: the client asked for a second language and an offline mode, which we are estimating now.',
  'No update.',
];

const PROJECTS = [
  'Checkout redesign',
  'Warehouse app',
  'Loyalty program',
  'Data migration',
  'Partner portal',
  'Mobile onboarding',
  'Search revamp',
  'Billing export',
];

const WEEKS = 16;

type ProjectRow = { id: number; project: string } & Record<string, string | number>;

const random = seededRandom(1616);
const rows: ProjectRow[] = PROJECTS.map((project, index) => {
  const row: ProjectRow = { id: index + 1, project };
  for (let week = 1; week <= WEEKS; week += 1) {
    row[`week${week}`] = NOTES[Math.floor(random() * NOTES.length)];
  }
  return row;
});

const columns: GridColDef<ProjectRow>[] = [
  { field: 'project', headerName: 'Project', width: 150 },
  ...Array.from({ length: WEEKS }, (_, index) => ({
    field: `week${index + 1}`,
    headerName: `Week ${index + 1}`,
    width: 170,
    sortable: false,
  })),
];

const fitContent = () => 'auto' as const;

export default function WeeklyStatusWideGrid() {
  const [virtualize, setVirtualize] = React.useState(false);
  const [cellCount, setCellCount] = React.useState<number | null>(null);
  const gridBox = React.useRef<HTMLDivElement>(null);

  const countCells = () => {
    setCellCount(gridBox.current?.querySelectorAll('[role="gridcell"]').length ?? 0);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={virtualize}
            onChange={(event) => {
              setVirtualize(event.target.checked);
              setCellCount(null);
            }}
          />
        }
        label="virtualizeColumnsWithAutoRowHeight"
        sx={{
          mb: 1,
          '& .MuiFormControlLabel-label': {
            fontFamily: 'monospace',
            fontSize: 13,
            wordBreak: 'break-word',
          },
        }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={countCells}>
          Count rendered cells
        </Button>
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
          {cellCount === null ? '' : `${cellCount} cells in the page`}
        </Box>
      </Stack>
      <Box
        ref={gridBox}
        sx={{
          height: 420,
          '& .MuiDataGrid-row--dynamicHeight .MuiDataGrid-cell': { py: 1 },
        }}
      >
        <DataGrid
          // A new grid when the switch changes, so each mode starts measuring from scratch.
          key={String(virtualize)}
          rows={rows}
          columns={columns}
          getRowHeight={fitContent}
          virtualizeColumnsWithAutoRowHeight={virtualize}
          hideFooter
        />
      </Box>
    </Box>
  );
}
