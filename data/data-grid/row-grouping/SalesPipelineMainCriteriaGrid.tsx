import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Deal {
  id: number;
  account: string;
  region: string;
  stage: string;
  value: number;
}

const stages = ['Lead', 'Proposal', 'Negotiation', 'Won'];

const deals: Deal[] = [
  { id: 1, account: 'Brightwave Media', region: 'EMEA', stage: 'Proposal', value: 42000 },
  { id: 2, account: 'Koru Logistics', region: 'APAC', stage: 'Lead', value: 18000 },
  { id: 3, account: 'Halden Foods', region: 'EMEA', stage: 'Won', value: 96000 },
  { id: 4, account: 'Sierra Clinics', region: 'Americas', stage: 'Negotiation', value: 61000 },
  { id: 5, account: 'Tidepool Games', region: 'Americas', stage: 'Proposal', value: 27500 },
  { id: 6, account: 'Mistral Energy', region: 'EMEA', stage: 'Lead', value: 150000 },
  { id: 7, account: 'Nanjing Optics', region: 'APAC', stage: 'Won', value: 33000 },
  { id: 8, account: 'Cobalt Legal', region: 'Americas', stage: 'Won', value: 12000 },
];

const columns: GridColDef<Deal>[] = [
  { field: 'account', headerName: 'Account', width: 170 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'stage', headerName: 'Stage', type: 'singleSelect', valueOptions: stages, width: 130 },
  { field: 'value', headerName: 'Value ($)', type: 'number', width: 110 },
];

type Choice = 'default' | 'stage' | 'account';

const overrides: Record<Choice, object> = {
  default: {},
  stage: { mainGroupingCriteria: 'stage' },
  account: { leafField: 'account' },
};

export default function SalesPipelineMainCriteriaGrid() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<Choice>('default');
  const [summary, setSummary] = React.useState('');

  // Read back the grouping column the grid built, after each change.
  React.useEffect(() => {
    const column = apiRef.current?.getColumn(GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD);
    if (column) {
      const operators = (column.filterOperators ?? []).map((operator) => operator.value);
      setSummary(`headerName: ${column.headerName}\nfilter operators: ${operators.join(', ')}`);
    }
  }, [apiRef, choice]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, value: Choice | null) => value && setChoice(value)}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="default">No option</ToggleButton>
        <ToggleButton value="stage">mainGroupingCriteria: stage</ToggleButton>
        <ToggleButton value="account">leafField: account</ToggleButton>
      </ToggleButtonGroup>
      <Typography
        variant="body2"
        component="pre"
        // Room for the longest summary at a phone's width: it arrives once the grid is built, and
        // the grid below must not move when it does.
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: 'calc(4lh + 16px)' }}
      >
        {summary}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={deals}
          columns={columns}
          initialState={{ rowGrouping: { model: ['region', 'stage'] } }}
          groupingColDef={{ width: 220, ...overrides[choice] }}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
