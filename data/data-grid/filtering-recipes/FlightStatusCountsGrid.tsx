import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
];

const VIEWS: Array<{ key: string; label: string; model: GridFilterModel }> = [
  { key: 'all', label: 'All', model: { items: [] } },
  {
    key: 'delayed',
    label: 'Delayed',
    model: { items: [{ field: 'status', operator: 'equals', value: 'Delayed' }] },
  },
  {
    key: 'cancelled',
    label: 'Cancelled',
    model: { items: [{ field: 'status', operator: 'equals', value: 'Cancelled' }] },
  },
  {
    key: 'almostFull',
    label: 'Under 10 seats',
    model: { items: [{ field: 'seatsLeft', operator: '<', value: 10 }] },
  },
];

export default function FlightStatusCountsGrid() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(VIEWS[0].model);
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  React.useEffect(() => {
    if (!apiRef.current) {
      return;
    }
    // Run every view's filter without applying it, and count the rows it keeps.
    const next: Record<string, number> = {};
    VIEWS.forEach(({ key, model }) => {
      const { filteredRowsLookup } = apiRef.current!.getFilterState(model);
      next[key] = flights.filter((flight) => filteredRowsLookup[flight.id] !== false).length;
    });
    setCounts(next);
  }, [apiRef]);

  // A filter set from the column menu matches no view, and no button is pressed.
  const view = VIEWS.find((item) => item.model === filterModel)?.key ?? null;

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, key: string | null) => {
          const picked = VIEWS.find((item) => item.key === key);
          if (picked) {
            setFilterModel(picked.model);
          }
        }}
        aria-label="Flight view"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {VIEWS.map(({ key, label }) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
            {label}
            <Box component="span" sx={{ display: 'inline-block', minWidth: '4ch' }}>
              &nbsp;({counts[key] ?? '–'})
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={flights}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
