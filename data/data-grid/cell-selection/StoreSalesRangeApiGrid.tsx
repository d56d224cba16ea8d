import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { seededRandom } from '@docs/demo-data';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
type Month = (typeof MONTHS)[number];
type StoreRow = { id: string; store: string } & Record<Month, number>;

const STORES = ['Berlin', 'Lisbon', 'Lyon', 'Oslo', 'Porto', 'Vienna', 'Warsaw', 'Zurich'];
const random = seededRandom(42);
// Units sold per month in each store of a bicycle retailer.
const rows: StoreRow[] = STORES.map((store) => {
  const base = 80 + Math.round(random() * 120);
  const months = Object.fromEntries(MONTHS.map((month, index) => [month, base + index * 6 + Math.round(random() * 40)]));
  return { id: store.toLowerCase(), store, ...(months as Record<Month, number>) };
});

const columns: GridColDef<StoreRow>[] = [
  { field: 'store', headerName: 'Store', minWidth: 110, flex: 1 },
  ...MONTHS.map((month) => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number' as const,
    width: 76,
  })),
];

export default function StoreSalesRangeApiGrid() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('No cell selected.');

  const describe = () => {
    const api = apiRef.current;
    if (!api) return;
    const cells = api.getSelectedCellsAsArray();
    const units = cells.reduce((sum, { id, field }) => {
      const value = api.getCellValue(id, field);
      return typeof value === 'number' ? sum + value : sum;
    }, 0);
    const lisbonMarch = api.isCellSelected('lisbon', 'mar') ? 'yes' : 'no';
    setReport(
      cells.length === 0
        ? 'No cell selected.'
        : `${cells.length} cells, ${units} units. Is Lisbon · Mar selected? ${lisbonMarch}.`,
    );
  };

  const first = rows[0].id;
  const last = rows[rows.length - 1].id;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectCellRange({ id: first, field: 'jan' }, { id: last, field: 'mar' })}
        >
          First quarter, every store
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectCellRange({ id: 'oslo', field: 'apr' }, { id: 'oslo', field: 'jun' }, true)}
        >
          Also Oslo, Apr–Jun
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={describe}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {report}
      </Typography>
    </Box>
  );
}
