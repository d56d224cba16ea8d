import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridLoadingOverlayVariant,
  getGridSingleSelectOperators,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';
import { createRecordsServer } from './fakeRecordsServer';

const server = createRecordsServer(invoices, { latency: 1500 });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140, filterable: false },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170, filterable: false },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120, filterable: false },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 110,
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
];

const VARIANTS: GridLoadingOverlayVariant[] = ['skeleton', 'linear-progress', 'circular-progress'];

function VariantPicker(props: {
  id: string;
  label: string;
  value: GridLoadingOverlayVariant;
  onChange: (value: GridLoadingOverlayVariant) => void;
}) {
  const { id, label, value, onChange } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" id={id} sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: GridLoadingOverlayVariant | null) => next && onChange(next)}
        aria-labelledby={id}
      >
        {VARIANTS.map((variant) => (
          <ToggleButton key={variant} value={variant} sx={{ textTransform: 'none' }}>
            {variant}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export default function InvoiceLoadingOverlayGrid() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Sent' }],
  });
  const [rows, setRows] = React.useState<Invoice[]>([]);
  // Every reload or filter change is a new request; the grid loads until its answer arrives.
  const [request, setRequest] = React.useState({ filterModel, reload: 0 });
  const [answered, setAnswered] = React.useState<typeof request>();
  const loading = answered !== request;

  React.useEffect(() => {
    const controller = new AbortController();
    server
      .query({ filterModel: request.filterModel }, { signal: controller.signal })
      .then((page) => {
        setRows(page.rows);
        setAnswered(request);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [request]);

  const reload = () => setRequest((current) => ({ ...current, reload: current.reload + 1 }));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }}>
        <VariantPicker
          id="invoice-overlay-variant"
          label="variant"
          value={variant}
          onChange={setVariant}
        />
        <VariantPicker
          id="invoice-overlay-no-rows-variant"
          label="noRowsVariant"
          value={noRowsVariant}
          onChange={setNoRowsVariant}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" variant="outlined" onClick={reload}>
            Reload
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              setRows([]);
              reload();
            }}
          >
            Reload from empty
          </Button>
        </Box>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            setRequest((current) => ({ ...current, filterModel: model }));
          }}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
