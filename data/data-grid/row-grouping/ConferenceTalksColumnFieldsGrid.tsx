import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridSortModel,
  getRowGroupingFieldFromGroupingCriteria,
} from '@mui/x-data-grid-premium';

interface Talk {
  id: number;
  title: string;
  speaker: string;
  day: 'Thursday' | 'Friday';
  track: 'Frontend' | 'Data' | 'Platform';
  room: string;
}

const talks: Talk[] = [
  { id: 1, title: 'Forms that forgive', speaker: 'Aiko Mori', day: 'Thursday', track: 'Frontend', room: 'Hall A' },
  { id: 2, title: 'CSS layers in practice', speaker: 'Jonas Berg', day: 'Thursday', track: 'Frontend', room: 'Hall A' },
  { id: 3, title: 'Query plans for humans', speaker: 'Nadia Rahman', day: 'Thursday', track: 'Data', room: 'Room 2' },
  { id: 4, title: 'Zero-downtime deploys', speaker: 'Kofi Boateng', day: 'Thursday', track: 'Platform', room: 'Room 3' },
  { id: 5, title: 'Streaming at the edge', speaker: 'Lucía Vega', day: 'Friday', track: 'Platform', room: 'Room 3' },
  { id: 6, title: 'Testing with real users', speaker: 'Pierre Lamy', day: 'Friday', track: 'Frontend', room: 'Hall A' },
  { id: 7, title: 'Dashboards nobody reads', speaker: 'Sara Lindqvist', day: 'Friday', track: 'Data', room: 'Room 2' },
  { id: 8, title: 'Feature flags at scale', speaker: 'Tariq Aziz', day: 'Friday', track: 'Platform', room: 'Room 3' },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', width: 200 },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'track', headerName: 'Track', width: 100 },
  { field: 'room', headerName: 'Room', width: 90 },
];

// In `multiple` mode each criterion has a grouping column of its own; this is how to name it.
const dayColumn = getRowGroupingFieldFromGroupingCriteria('day');
const trackColumn = getRowGroupingFieldFromGroupingCriteria('track');

const presets: Array<[string, GridSortModel]> = [
  ['Days A to Z', [{ field: dayColumn, sort: 'asc' }]],
  ['Tracks Z to A', [{ field: trackColumn, sort: 'desc' }]],
  ['Both', [{ field: dayColumn, sort: 'asc' }, { field: trackColumn, sort: 'desc' }]],
  ['No sort', []],
];

export default function ConferenceTalksColumnFieldsGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {presets.map(([label, preset]) => (
          <Button key={label} size="small" variant="outlined" onClick={() => setSortModel(preset)}>
            {label}
          </Button>
        ))}
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: '4.5em' }}
      >
        sortModel = {JSON.stringify(sortModel)}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={talks}
          columns={columns}
          rowGroupingColumnMode="multiple"
          initialState={{
            rowGrouping: { model: ['day', 'track'] },
            columns: { columnVisibilityModel: { day: false, track: false } },
          }}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
