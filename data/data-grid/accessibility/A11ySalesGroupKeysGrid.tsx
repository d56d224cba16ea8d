import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridColDef,
  GridPivotModel,
  gridFocusCellSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) =>
      value == null ? '' : `$${Math.round(value).toLocaleString('en-US')}`,
  },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'country' }],
  columns: [{ field: 'status' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};

const initialState = {
  rowGrouping: { model: ['country'] },
  pivoting: { model: pivotModel },
};

export default function A11ySalesGroupKeysGrid() {
  const apiRef = useGridApiRef();
  const [pivotActive, setPivotActive] = React.useState(false);
  const [focus, setFocus] = React.useState('none');
  const [lastToggle, setLastToggle] = React.useState('none yet');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const unsubscribeState = api.subscribeEvent('stateChange', () => {
      const cell = gridFocusCellSelector(apiRef);
      if (!cell) {
        setFocus('none');
        return;
      }
      // Describe the cell in the reader's terms: which group or order, which column.
      const node = api.getRowNode(cell.id);
      const row =
        node?.type === 'group'
          ? `group "${String(node.groupingKey)}"`
          : `order ${String(api.getRow(cell.id)?.number ?? cell.id)}`;
      const column = cell.field.startsWith('__row_group')
        ? 'grouping column'
        : (api.getColumn(cell.field)?.headerName ?? cell.field);
      setFocus(`${row} › ${column}`);
    });
    const unsubscribeExpansion = api.subscribeEvent('rowExpansionChange', (node) => {
      setLastToggle(`${String(node.groupingKey)} ${node.childrenExpanded ? 'expanded' : 'collapsed'}`);
    });
    return () => {
      unsubscribeState();
      unsubscribeExpansion();
    };
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pivotActive}
            onChange={(event) => setPivotActive(event.target.checked)}
          />
        }
        label="pivotActive (countries × status, sum of totals)"
      />
      <Box
        component="output"
        dir="ltr"
        sx={{
          display: 'block',
          height: 88,
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
        {[`focused cell: ${focus}`, `last group toggle: ${lastToggle}`, `pivotActive: ${pivotActive}`].join('\n')}
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          initialState={initialState}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
