import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnFields,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { stockPrices, type StockPrice } from '@docs/demo-data';

type Row = StockPrice & { id: number; change: number };

const rows: Row[] = stockPrices.NBLA.map((price, index, all) => ({
  ...price,
  id: index,
  change: index === 0 ? 0 : (price.close - all[index - 1].close) / all[index - 1].close,
}));

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const price = (value: number) => value.toFixed(2);

const columns: GridColDef<Row>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'open', headerName: 'Open', type: 'number', width: 100, valueFormatter: price },
  { field: 'high', headerName: 'High', type: 'number', width: 100, valueFormatter: price },
  { field: 'low', headerName: 'Low', type: 'number', width: 100, valueFormatter: price },
  { field: 'close', headerName: 'Close', type: 'number', width: 100, valueFormatter: price },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${(value * 100).toFixed(2)} %`,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
];

const INITIAL_PINNED: GridPinnedColumnFields = { left: ['date'] };

export default function PriceHistoryPinningApiGrid() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('close');
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>(INITIAL_PINNED);
  const [side, setSide] = React.useState<GridPinnedColumnPosition | false>(false);

  // Ask the grid again whenever the pinned columns or the chosen column change.
  React.useEffect(() => {
    setSide(apiRef.current?.isColumnPinned(field) ?? false);
  }, [apiRef, field, pinned]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 120 }}
        >
          {columns.map((column) => (
            <option key={column.field} value={column.field}>
              {column.headerName}
            </option>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)}
        >
          Pin left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)}
        >
          Pin right
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 60,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        isColumnPinned(&apos;{field}&apos;) = {JSON.stringify(side)}
        {'\n'}getPinnedColumns() = {JSON.stringify(pinned)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: INITIAL_PINNED }}
          onPinnedColumnsChange={() => setPinned(apiRef.current!.getPinnedColumns())}
          hideFooter
        />
      </Box>
    </Box>
  );
}
