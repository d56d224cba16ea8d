import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { supportTickets, type SupportTicket } from './supportTickets';

const columns: GridColDef<SupportTicket>[] = [
  { field: 'key', headerName: 'Ticket', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 240 },
  { field: 'priority', headerName: 'Priority', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 190 },
];

// Module-level functions keep the same reference on every render.
const fitContent = () => 'auto' as const;
// `null` means "the default height". Passing a function rather than `undefined` also makes
// the grid forget the heights it measured in 'auto' mode.
const defaultHeight = () => null;
const estimateHeight = () => 90;

export default function SupportTicketsAutoHeightGrid() {
  const [autoHeight, setAutoHeight] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={autoHeight}
            onChange={(event) => setAutoHeight(event.target.checked)}
          />
        }
        label="Fit rows to their content"
        sx={{ mb: 1 }}
      />
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        getRowHeight: {autoHeight ? "() => 'auto'" : '() => null (52 px rows)'}
      </Box>
      <Box
        sx={{
          height: 440,
          // Breathing room above and below the wrapped text.
          '& .MuiDataGrid-row--dynamicHeight .MuiDataGrid-cell': { py: 1 },
        }}
      >
        <DataGrid
          rows={supportTickets}
          columns={columns}
          getRowHeight={autoHeight ? fitContent : defaultHeight}
          getEstimatedRowHeight={estimateHeight}
          hideFooter
        />
      </Box>
    </Box>
  );
}
