import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridPaginationMeta,
  GridPaginationModel,
} from '@mui/x-data-grid';
import { fetchShipments, type Shipment } from './fakeShipmentServer';

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
];

export default function UnknownRowCountGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({
    hasNextPage: true,
  });
  const [loading, setLoading] = React.useState(true);
  const [withEstimate, setWithEstimate] = React.useState(false);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    setLoading(true);
    setPaginationModel(model);
  };

  React.useEffect(() => {
    let active = true;
    fetchShipments(paginationModel).then((page) => {
      if (!active) return;
      setRows(page.rows);
      setPaginationMeta({ hasNextPage: page.hasNextPage });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={withEstimate}
            onChange={(event) => setWithEstimate(event.target.checked)}
          />
        }
        label="Pass estimatedRowCount={150}"
      />
      <Box
        component="pre"
        role="region"
        aria-label="Pagination state"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {`paginationModel: ${JSON.stringify(paginationModel)}\npaginationMeta: ${JSON.stringify(paginationMeta)}`}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationMode="server"
          rowCount={-1}
          estimatedRowCount={withEstimate ? 150 : undefined}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[25, 50]}
          loading={loading}
        />
      </Box>
    </Box>
  );
}
