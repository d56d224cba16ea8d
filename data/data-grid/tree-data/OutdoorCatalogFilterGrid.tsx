import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridFilterModel } from '@mui/x-data-grid-pro';

type Status = 'Active' | 'Discontinued';

interface CatalogEntry {
  id: string;
  path: string[];
  status: Status;
  price?: number;
}

// Product lines hold models, models hold the variants that are sold.
const rows: CatalogEntry[] = [
  { id: 'L1', path: ['Trail tents'], status: 'Active' },
  { id: 'M11', path: ['Trail tents', 'Ridge 2P'], status: 'Active' },
  { id: 'V111', path: ['Trail tents', 'Ridge 2P', 'Ridge 2P, forest green'], status: 'Active', price: 329 },
  { id: 'V112', path: ['Trail tents', 'Ridge 2P', 'Ridge 2P, sand'], status: 'Discontinued', price: 299 },
  { id: 'M12', path: ['Trail tents', 'Summit 3P'], status: 'Active' },
  { id: 'V121', path: ['Trail tents', 'Summit 3P', 'Summit 3P, orange'], status: 'Active', price: 449 },
  { id: 'L2', path: ['Camp stoves'], status: 'Discontinued' },
  { id: 'M21', path: ['Camp stoves', 'Ember 1'], status: 'Discontinued' },
  { id: 'V211', path: ['Camp stoves', 'Ember 1', 'Ember 1, steel'], status: 'Discontinued', price: 59 },
  { id: 'V212', path: ['Camp stoves', 'Ember 1', 'Ember 1, titanium'], status: 'Active', price: 119 },
  { id: 'L3', path: ['Sleeping bags'], status: 'Active' },
  { id: 'M31', path: ['Sleeping bags', 'Drift -5°C'], status: 'Active' },
  { id: 'V311', path: ['Sleeping bags', 'Drift -5°C', 'Drift -5°C, regular'], status: 'Active', price: 189 },
  { id: 'V312', path: ['Sleeping bags', 'Drift -5°C', 'Drift -5°C, long'], status: 'Discontinued', price: 199 },
];

const columns: GridColDef<CatalogEntry>[] = [
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Active', 'Discontinued'],
    width: 130,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value}`),
  },
];

export default function OutdoorCatalogFilterGrid() {
  const [disableChildrenFiltering, setDisableChildrenFiltering] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Discontinued' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableChildrenFiltering}
            onChange={(event) => setDisableChildrenFiltering(event.target.checked)}
          />
        }
        label="disableChildrenFiltering"
      />
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', height: '4.5em', overflow: 'auto' }}
      >
        {`filterModel.items = ${JSON.stringify(filterModel.items)}`}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Product', flex: 1, minWidth: 240 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={disableChildrenFiltering}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
