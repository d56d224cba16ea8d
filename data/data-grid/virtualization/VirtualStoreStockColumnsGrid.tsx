import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridRenderContext,
  GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { inventory, seededRandom } from '@docs/demo-data';

const STORE_COUNT = 150;
const REGIONS = ['North', 'South', 'East', 'West', 'Central'] as const;
const BUFFERS = [0, 150, 600] as const;

// One column per store: how many units of each product it holds.
const stores = Array.from({ length: STORE_COUNT }, (_, index) => `store${index + 1}`);

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', width: 190 },
  { field: 'region', headerName: 'Region', width: 90 },
  ...stores.map<GridColDef>((field, index) => ({
    field,
    headerName: `Store ${String(index + 1).padStart(3, '0')}`,
    type: 'number',
    width: 100,
  })),
];

// Every product once per region: 80 rows of 152 columns.
const rows: GridValidRowModel[] = REGIONS.flatMap((region, regionIndex) =>
  inventory.map((item) => {
    const random = seededRandom(item.id * 97 + regionIndex);
    const row: GridValidRowModel = { id: `${region}-${item.id}`, name: item.name, region };
    stores.forEach((field) => {
      row[field] = Math.floor(random() * 60);
    });
    return row;
  }),
);

export default function VirtualStoreStockColumnsGrid() {
  const apiRef = useGridApiRef();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [rowBufferPx, setRowBufferPx] = React.useState<number>(150);
  const [columnBufferPx, setColumnBufferPx] = React.useState<number>(150);
  const [context, setContext] = React.useState<GridRenderContext | null>(null);
  const [cells, setCells] = React.useState(0);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setContext(api.state.virtualization.renderContext);
        setCells(rootRef.current?.querySelectorAll('[role="gridcell"]').length ?? 0);
      });
    };
    const unsubscribe = api.subscribeEvent('scrollPositionChange', () => {
      measure();
      clearTimeout(settle);
      settle = setTimeout(measure, 1200);
    });
    // A new buffer applies on the next render: count again once it is on screen.
    settle = setTimeout(measure, 300);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [apiRef, rowBufferPx, columnBufferPx]);

  const renderedColumns = context ? context.lastColumnIndex - context.firstColumnIndex : 0;
  const renderedRows = context ? context.lastRowIndex - context.firstRowIndex : 0;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="store-column-buffer">columnBufferPx</InputLabel>
          <Select
            labelId="store-column-buffer"
            label="columnBufferPx"
            value={columnBufferPx}
            onChange={(event) => setColumnBufferPx(Number(event.target.value))}
          >
            {BUFFERS.map((value) => (
              <MenuItem key={value} value={value}>
                {value} px
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="store-row-buffer">rowBufferPx</InputLabel>
          <Select
            labelId="store-row-buffer"
            label="rowBufferPx"
            value={rowBufferPx}
            onChange={(event) => setRowBufferPx(Number(event.target.value))}
          >
            {BUFFERS.map((value) => (
              <MenuItem key={value} value={value}>
                {value} px
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Box
        component="output"
        dir="ltr"
        sx={{
          display: 'block',
          m: 0,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: '20px',
          whiteSpace: 'pre',
          overflowX: 'auto',
        }}
      >
        {[
          `columns rendered: ${context ? `${context.firstColumnIndex}–${context.lastColumnIndex - 1} (${renderedColumns} of ${columns.length})` : '…'}`,
          `rows rendered:    ${context ? `${context.firstRowIndex}–${context.lastRowIndex - 1} (${renderedRows} of ${rows.length})` : '…'}`,
          `cells in the DOM: ${context ? `${cells} of ${rows.length * columns.length}` : '…'}`,
        ].join('\n')}
      </Box>
      <Box ref={rootRef} sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowHeight={36}
          rowBufferPx={rowBufferPx}
          columnBufferPx={columnBufferPx}
          hideFooter
          label="Units in stock per store"
        />
      </Box>
    </Stack>
  );
}
