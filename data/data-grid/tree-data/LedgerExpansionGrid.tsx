import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridEventListener,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { chartOfAccounts, type LedgerAccount } from './chartOfAccounts';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<LedgerAccount>[] = [
  { field: 'code', headerName: 'Code', width: 90 },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

type StartMode = '0' | '1' | '-1' | 'assets';

const startProps: Record<StartMode, Partial<DataGridProProps>> = {
  '0': { defaultGroupingExpansionDepth: 0 },
  '1': { defaultGroupingExpansionDepth: 1 },
  '-1': { defaultGroupingExpansionDepth: -1 },
  // Only the branch of the balance sheet that holds assets.
  assets: { isGroupExpandedByDefault: (node) => String(node.groupingKey).includes('ssets') },
};

export default function LedgerExpansionGrid() {
  const apiRef = useGridApiRef();
  const [mode, setMode] = React.useState<StartMode>('1');
  const [lastChange, setLastChange] = React.useState('Expand or collapse a heading.');

  const setAll = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.depth >= 0 && node.childrenExpanded !== expanded) {
        apiRef.current?.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  React.useEffect(() => {
    const handler: GridEventListener<'rowExpansionChange'> = (node) => {
      setLastChange(
        `rowExpansionChange: ${String(node.groupingKey)} → ${node.childrenExpanded ? 'expanded' : 'collapsed'}`,
      );
    };
    return apiRef.current?.subscribeEvent('rowExpansionChange', handler);
  }, [apiRef, mode]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 240 }}>
          <InputLabel id="ledger-start-label">Expanded when the grid starts</InputLabel>
          <Select
            labelId="ledger-start-label"
            label="Expanded when the grid starts"
            value={mode}
            onChange={(event) => setMode(event.target.value as StartMode)}
          >
            <MenuItem value="0">defaultGroupingExpansionDepth = 0</MenuItem>
            <MenuItem value="1">defaultGroupingExpansionDepth = 1</MenuItem>
            <MenuItem value="-1">defaultGroupingExpansionDepth = -1</MenuItem>
            <MenuItem value="assets">isGroupExpandedByDefault (assets only)</MenuItem>
          </Select>
        </FormControl>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: '3em' }}
      >
        {lastChange}
      </Typography>
      <Box sx={{ height: 420 }}>
        {/* The key rebuilds the grid, so the starting expansion is applied again. */}
        <DataGridPro
          key={mode}
          apiRef={apiRef}
          treeData
          rows={chartOfAccounts}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Account', flex: 1, minWidth: 240 }}
          {...startProps[mode]}
          hideFooter
        />
      </Box>
    </Box>
  );
}
