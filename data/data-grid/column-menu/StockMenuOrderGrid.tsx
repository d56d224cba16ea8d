import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuProps,
} from '@mui/x-data-grid';
import { stockPrices, type StockPrice } from '@docs/demo-data';

const rows = stockPrices.ORIC.slice(0, 40);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** Filter first: analysts narrow the days down before anything else. */
const FILTER_FIRST = {
  columnMenuFilterItem: { displayOrder: 0 },
  columnMenuColumnsItem: { displayOrder: 5 },
};

const FilterFirstContext = React.createContext(true);

function AnalystColumnMenu(props: GridColumnMenuProps) {
  const filterFirst = React.useContext(FilterFirstContext);
  return <GridColumnMenu {...props} slotProps={filterFirst ? FILTER_FIRST : undefined} />;
}

const money = (field: keyof StockPrice, headerName: string): GridColDef<StockPrice> => ({
  field,
  headerName,
  type: 'number',
  width: 100,
  valueFormatter: (value: number) => usd.format(value),
});

const columns: GridColDef<StockPrice>[] = [
  {
    field: 'date',
    headerName: 'Day',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  money('open', 'Open'),
  money('close', 'Close'),
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

export default function StockMenuOrderGrid() {
  const [filterFirst, setFilterFirst] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={filterFirst} onChange={(event) => setFilterFirst(event.target.checked)} />
        }
        label="Filter first"
      />
      <Box
        component="output"
        sx={{
          display: 'block',
          my: 1,
          p: 1,
          minHeight: 40,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        slotProps = {filterFirst ? JSON.stringify(FILTER_FIRST) : '{} (default order)'}
      </Box>
      <Box sx={{ height: 380 }}>
        <FilterFirstContext.Provider value={filterFirst}>
          <DataGrid
            rows={rows}
            columns={columns}
            getRowId={(row) => row.date.toISOString()}
            slots={{ columnMenu: AnalystColumnMenu }}
            hideFooter
          />
        </FilterFirstContext.Provider>
      </Box>
    </Box>
  );
}
