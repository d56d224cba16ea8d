import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridAlignment, GridColDef } from '@mui/x-data-grid';
import { stockPrices, type StockPrice } from '@docs/demo-data';

const rows = stockPrices.NBLA.slice(-12);

// Price rows have no `id`: the trading day is unique.
const getRowId = (row: StockPrice) => row.date.toISOString();

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export default function PriceAlignmentGrid() {
  const [alignment, setAlignment] = React.useState<GridAlignment>('center');

  const columns = React.useMemo<GridColDef<StockPrice>[]>(
    () => [
      {
        field: 'date',
        headerName: 'Session',
        type: 'date',
        width: 110,
        valueFormatter: (value: Date) => dateFormat.format(value),
      },
      // Number columns are right-aligned by default, cells and header alike.
      {
        field: 'open',
        headerName: 'Open',
        type: 'number',
        width: 100,
        valueFormatter: (value: number) => value.toFixed(2),
      },
      {
        field: 'close',
        headerName: 'Close',
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => value.toFixed(2),
        align: alignment,
        headerAlign: alignment,
      },
      {
        field: 'volume',
        headerName: 'Volume',
        type: 'number',
        flex: 1,
        minWidth: 120,
      },
    ],
    [alignment],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="body2" id="close-alignment-label">
          Close column
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={alignment}
          onChange={(event, value: GridAlignment | null) => value && setAlignment(value)}
          aria-labelledby="close-alignment-label"
        >
          <ToggleButton value="left">left</ToggleButton>
          <ToggleButton value="center">center</ToggleButton>
          <ToggleButton value="right">right</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          <code dir="ltr">{`{ align: '${alignment}', headerAlign: '${alignment}' }`}</code>
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
