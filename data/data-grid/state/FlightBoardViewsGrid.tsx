import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  useGridApiRef,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'from', headerName: 'From', width: 70 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 120,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'],
    width: 110,
  },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
];

interface SavedView {
  name: string;
  state: GridInitialState;
}

export default function FlightBoardViewsGrid() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState<SavedView[]>([]);
  const [onlyDirty, setOnlyDirty] = React.useState(true);
  const [shown, setShown] = React.useState<SavedView | null>(null);

  const saveView = () => {
    if (!apiRef.current) {
      return;
    }
    const view = {
      name: `View ${views.length + 1}`,
      state: apiRef.current.exportState({ exportOnlyDirtyModels: onlyDirty }),
    };
    setViews((previous) => [...previous, view].slice(-4));
    setShown(view);
  };

  const restoreView = (view: SavedView) => {
    apiRef.current?.restoreState(view.state);
    setShown(view);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button size="small" variant="contained" onClick={saveView}>
          Save this view
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={onlyDirty}
              onChange={(event) => setOnlyDirty(event.target.checked)}
            />
          }
          label="exportOnlyDirtyModels"
        />
        {views.map((view) => (
          <Button key={view.name} size="small" variant="outlined" onClick={() => restoreView(view)}>
            Restore {view.name}
          </Button>
        ))}
      </Box>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={flights}
          columns={columns}
          density="compact"
          showToolbar
          pageSizeOptions={[5, 10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Last saved or restored view"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          height: 140,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {shown
          ? `${shown.name}: ${JSON.stringify(shown.state, null, 2)}`
          : 'Sort, filter, hide or resize columns, then save the view. Change things again and restore it.'}
      </Box>
    </Box>
  );
}
