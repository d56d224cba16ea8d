import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  createOrderServer,
  useServerLog,
  RequestLog,
  type OrderRow,
  NamedCircularProgress,
} from '@docs/demo-data';

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<OrderRow>[] = [
  { field: 'number', headerName: 'Order', width: 100, groupable: false },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd, groupable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
];

type Expansion = 'none' | 'first' | 'pending';

const expansionProps: Record<Expansion, Partial<DataGridPremiumProps>> = {
  none: { defaultGroupingExpansionDepth: 0 },
  first: { defaultGroupingExpansionDepth: 1 },
  // Pending orders need someone's attention: open that status, and the countries in it.
  pending: {
    isGroupExpandedByDefault: (node) =>
      (node.groupingField === 'status' && node.groupingKey === 'Pending') ||
      node.parent === 'group:Pending',
  },
};

export default function OrderGroupingExpansionGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 400, seed: 5 }));
  const log = useServerLog(server);
  const [expansion, setExpansion] = React.useState<Expansion>('pending');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrderGroups(params);
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount ?? 0,
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
          <ToggleButton value="first">Depth 1</ToggleButton>
          <ToggleButton value="pending">Pending only</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          slots={{ baseCircularProgress: NamedCircularProgress }}
          key={expansion}
          columns={columns}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['status', 'country'] } }}
          groupingColDef={{ width: 220 }}
          {...expansionProps[expansion]}
        />
      </Box>
      <RequestLog entries={log} keys={['groupKeys']} sx={{ mt: 1 }} />
    </Box>
  );
}
