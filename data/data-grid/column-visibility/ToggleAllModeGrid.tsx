import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

type ToggleAllMode = 'all' | 'filteredOnly';

export default function ToggleAllModeGrid() {
  const [toggleAllMode, setToggleAllMode] = React.useState<ToggleAllMode>('filteredOnly');
  // A commodity trading desk with many columns: search the panel for "price" or "quantity".
  const { data, loading } = useDemoData({ dataSet: 'Commodity', rowLength: 50, maxColumns: 20 });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={toggleAllMode}
        onChange={(_event, next: ToggleAllMode | null) => next && setToggleAllMode(next)}
        aria-label="toggleAllMode"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="filteredOnly">toggleAllMode: &apos;filteredOnly&apos;</ToggleButton>
        <ToggleButton value="all">toggleAllMode: &apos;all&apos;</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid
          {...data}
          loading={loading}
          showToolbar
          slotProps={{ columnsManagement: { toggleAllMode } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
