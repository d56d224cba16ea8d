import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGrid,
  ExportCsv,
  GridColDef,
  GridSlotProps,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

// Teach the grid's types the props this page passes through `slotProps`.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    queueName?: string;
    onClearQueue?: () => void;
  }
  interface NoRowsOverlayPropsOverrides {
    onRestoreQueue?: () => void;
  }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const packingQueue = orders.filter((order) => order.status === 'Paid').slice(0, 8);

// Defined once, at module level: React sees the same component type on every render.
function PackingToolbar({ queueName, onClearQueue }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography component="h3" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        {queueName}
      </Typography>
      <Tooltip title="Mark every order as packed">
        <ToolbarButton onClick={onClearQueue}>
          <DeleteSweepOutlinedIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />}>
          <FileDownloadOutlinedIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

function EmptyQueueOverlay({ onRestoreQueue }: GridSlotProps['noRowsOverlay']) {
  return (
    <Stack
      spacing={1}
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <InboxOutlinedIcon color="action" />
      <Typography variant="body2">Nothing left to pack. Nice work.</Typography>
      <Button size="small" variant="outlined" onClick={onRestoreQueue}>
        Put the orders back
      </Button>
    </Stack>
  );
}

export default function SlotsOrdersToolbarGrid() {
  const [rows, setRows] = React.useState<Order[]>(packingQueue);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {`rows.length = ${rows.length}`}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          slots={{ toolbar: PackingToolbar, noRowsOverlay: EmptyQueueOverlay }}
          slotProps={{
            toolbar: { queueName: 'Packing queue', onClearQueue: () => setRows([]) },
            noRowsOverlay: { onRestoreQueue: () => setRows(packingQueue) },
          }}
        />
      </Box>
    </Stack>
  );
}
