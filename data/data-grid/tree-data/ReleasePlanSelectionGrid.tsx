import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridRowSelectionModel,
  GridRowSelectionPropagation,
} from '@mui/x-data-grid-pro';

interface PlanItem {
  id: string;
  path: string[];
  owner: string;
  estimate?: number;
}

// A release plan: epics hold stories, stories hold tasks. Ids are short ticket keys.
const rows: PlanItem[] = [
  { id: 'E1', path: ['Checkout redesign'], owner: 'Mei Lin' },
  { id: 'S11', path: ['Checkout redesign', 'Saved cards'], owner: 'Diego Alvarez' },
  { id: 'T111', path: ['Checkout redesign', 'Saved cards', 'Card vault API'], owner: 'Diego Alvarez', estimate: 5 },
  { id: 'T112', path: ['Checkout redesign', 'Saved cards', 'Card picker UI'], owner: 'Sofia Marchetti', estimate: 3 },
  { id: 'S12', path: ['Checkout redesign', 'Address autocomplete'], owner: 'Mei Lin' },
  { id: 'T121', path: ['Checkout redesign', 'Address autocomplete', 'Geocoding client'], owner: 'Mei Lin', estimate: 2 },
  { id: 'T122', path: ['Checkout redesign', 'Address autocomplete', 'Form field'], owner: 'Sofia Marchetti', estimate: 2 },
  { id: 'E2', path: ['Order tracking'], owner: 'Lukas Brandt' },
  { id: 'S21', path: ['Order tracking', 'Carrier webhooks'], owner: 'Lukas Brandt' },
  { id: 'T211', path: ['Order tracking', 'Carrier webhooks', 'Signature check'], owner: 'Lukas Brandt', estimate: 3 },
  { id: 'T212', path: ['Order tracking', 'Carrier webhooks', 'Retry queue'], owner: 'Priya Nair', estimate: 5 },
  { id: 'S22', path: ['Order tracking', 'Tracking page'], owner: 'Priya Nair', estimate: 8 },
];

const columns: GridColDef<PlanItem>[] = [
  { field: 'id', headerName: 'Key', width: 80 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  { field: 'estimate', headerName: 'Points', type: 'number', width: 90 },
];

export default function ReleasePlanSelectionGrid() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const toggle = (key: keyof GridRowSelectionPropagation) => (
    event: React.ChangeEvent<HTMLInputElement>,
  ) => setPropagation((prev) => ({ ...prev, [key]: event.target.checked }));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={propagation.descendants} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={propagation.parents} onChange={toggle('parents')} />}
          label="parents"
        />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', height: '6.5em', overflow: 'auto' }}
      >
        {`rowSelectionPropagation = ${JSON.stringify(propagation)}\nselected (${selection.type}) = ${JSON.stringify([...selection.ids])}`}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Work item', flex: 1, minWidth: 250 }}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
