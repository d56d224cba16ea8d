import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
} from '@mui/x-data-grid-pro';
import { invoices, type Invoice } from '@docs/demo-data';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 110,
  },
];

export default function InvoiceAttentionLogicGrid() {
  // Invoices that need a look: overdue ones, or large ones.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'status', operator: 'is', value: 'Overdue' },
      { id: 2, field: 'amount', operator: '>=', value: 3000 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  const handleLogicChange = (_event: React.MouseEvent, value: GridLogicOperator | null) => {
    if (value) {
      setFilterModel((model) => ({ ...model, logicOperator: value }));
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" id="invoice-logic-label">
          logicOperator
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filterModel.logicOperator ?? GridLogicOperator.And}
          onChange={handleLogicChange}
          aria-labelledby="invoice-logic-label"
        >
          <ToggleButton value={GridLogicOperator.And}>And</ToggleButton>
          <ToggleButton value={GridLogicOperator.Or}>Or</ToggleButton>
        </ToggleButtonGroup>
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
        filterModel = {JSON.stringify(filterModel)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={invoices}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
