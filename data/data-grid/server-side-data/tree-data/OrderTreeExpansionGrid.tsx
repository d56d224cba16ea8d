import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-pro';
import {
  createOrderServer,
  useServerLog,
  RequestLog,
  type OrderTreeRow,
  NamedCircularProgress,
} from '@docs/demo-data';

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<OrderTreeRow>[] = [
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, valueFormatter: usd },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
];

type Expansion = 'none' | 'orders' | 'all' | 'linked';

// The reader followed a link to this order: open it, and the bundles inside it.
const LINKED_ORDER = 'SO-10003';

const expansionProps: Record<Expansion, Partial<DataGridProProps>> = {
  none: { defaultGroupingExpansionDepth: 0 },
  orders: { defaultGroupingExpansionDepth: 1 },
  all: { defaultGroupingExpansionDepth: -1 },
  linked: {
    isGroupExpandedByDefault: (node) => node.id === LINKED_ORDER || node.parent === LINKED_ORDER,
  },
};

export default function OrderTreeExpansionGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 60 }));
  const log = useServerLog(server);
  // Starts at the default depth: an opened row's children arrive after the rows, and push the
  // rows below them down. Here that happens only when the reader asks, by picking a choice.
  const [expansion, setExpansion] = React.useState<Expansion>('none');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrderTree(params);
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.key,
      getChildrenCount: (row) => row.childCount,
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ minHeight: 40, mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={expansion}
          onChange={(_, value: Expansion | null) => value && setExpansion(value)}
          aria-label="Expanded by default"
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="none">Depth 0</ToggleButton>
          <ToggleButton value="orders">Depth 1</ToggleButton>
          <ToggleButton value="all">Depth -1</ToggleButton>
          <ToggleButton value="linked">{LINKED_ORDER} only</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 400 }}>
        {/* A new key builds a new grid: the expansion props apply when rows arrive. */}
        <DataGridPro
          slots={{ baseCircularProgress: NamedCircularProgress }}
          key={expansion}
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Order / item', width: 220 }}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 }, rowCount: 0 } }}
          {...expansionProps[expansion]}
        />
      </Box>
      <RequestLog entries={log} keys={['groupKeys']} sx={{ mt: 1 }} />
    </Box>
  );
}
