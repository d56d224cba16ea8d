import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFocusState,
  GridRowSelectionModel,
  GridSortModel,
  gridFocusStateSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

const orderNumber = new Map(orders.map((order) => [order.id, order.number]));
const headerName = new Map(columns.map((column) => [column.field, column.headerName]));
const label = (field: string) =>
  headerName.get(field) ?? (field === '__check__' ? 'checkbox' : field);

function describeFocus(focus: GridFocusState): string {
  if (focus.cell) {
    return `cell ${orderNumber.get(Number(focus.cell.id)) ?? focus.cell.id} › ${label(focus.cell.field)}`;
  }
  if (focus.columnHeader) {
    return `header › ${label(focus.columnHeader.field)}`;
  }
  return 'outside the grid';
}

function describeKey(event: React.KeyboardEvent): string {
  const parts = [];
  if (event.ctrlKey) parts.push('Ctrl');
  if (event.metaKey) parts.push('⌘');
  if (event.altKey) parts.push('Alt');
  if (event.shiftKey && event.key !== 'Shift') parts.push('Shift');
  parts.push(event.key === ' ' ? 'Space' : event.key);
  return parts.join(' + ');
}

export default function A11yOrderKeyboardGrid() {
  const apiRef = useGridApiRef();
  const [focus, setFocus] = React.useState('outside the grid');
  const [lastKey, setLastKey] = React.useState('none yet');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // The focus is part of the grid state: read it whenever the state changes.
    return api.subscribeEvent('stateChange', () => {
      setFocus(describeFocus(gridFocusStateSelector(apiRef)));
    });
  }, [apiRef]);

  const listed = Array.from(selection.ids, (id) => orderNumber.get(Number(id)) ?? id);
  // Ctrl+A can store "every row except these ids" (type 'exclude') instead of a list.
  const selectedText =
    selection.type === 'exclude'
      ? `all ${orders.length - selection.ids.size} (type 'exclude')`
      : listed.length === 0
        ? 'none'
        : `${listed.length} (${listed.slice(0, 3).join(', ')}${listed.length > 3 ? ', …' : ''})`;
  const lines = [
    `last key:  ${lastKey}`,
    `focus:     ${focus}`,
    `selected:  ${selectedText}`,
    `sortModel: ${sortModel.length === 0 ? '[]' : sortModel.map((item) => `${item.field} ${item.sort}`).join(', ')}`,
  ];

  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 240px' },
      }}
    >
      <Box
        sx={{ height: 400, order: { xs: 2, md: 1 } }}
        onKeyDownCapture={(event) => setLastKey(describeKey(event))}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
      <Box
        component="output"
        dir="ltr"
        sx={{
          order: { xs: 1, md: 2 },
          display: 'block',
          height: { xs: 128, md: 400 },
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: '20px',
          whiteSpace: 'pre-wrap',
          overflowY: 'auto',
        }}
      >
        {lines.join('\n')}
      </Box>
    </Box>
  );
}
