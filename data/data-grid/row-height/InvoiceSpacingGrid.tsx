import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridColDef,
  GridRowSpacing,
  GridRowSpacingParams,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'issuedOn',
    headerName: 'Issued',
    type: 'date',
    width: 90,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  { field: 'status', headerName: 'Status', width: 90 },
];

// 6 px above and below each row, except above the first and below the last.
function getRowSpacing(params: GridRowSpacingParams): GridRowSpacing {
  return {
    top: params.isFirstVisible ? 0 : 6,
    bottom: params.isLastVisible ? 0 : 6,
  };
}

export default function InvoiceSpacingGrid() {
  const [rowSpacingType, setRowSpacingType] = React.useState<'margin' | 'border'>(
    'margin',
  );
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" component="span" id={labelId}>
          rowSpacingType
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowSpacingType}
          onChange={(_event, value: 'margin' | 'border' | null) => {
            if (value !== null) setRowSpacingType(value);
          }}
          aria-labelledby={labelId}
        >
          <ToggleButton value="margin" sx={{ px: 1.5 }}>
            margin
          </ToggleButton>
          <ToggleButton value="border" sx={{ px: 1.5 }}>
            border
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 420,
          // What shows through the gaps left by margins.
          '& .MuiDataGrid-virtualScrollerContent': {
            bgcolor: (theme.vars ?? theme).palette.action.hover,
          },
          '& .MuiDataGrid-row': {
            bgcolor: (theme.vars ?? theme).palette.background.paper,
            // In border mode the spacing is the row's own top and bottom border: the grid sets
            // the widths, you give it a style and a colour. `content-box` adds the border to the
            // row's height instead of taking it from the cells.
            ...(rowSpacingType === 'border' && {
              borderStyle: 'solid none',
              borderColor: alpha(theme.palette.primary.main, 0.3),
              boxSizing: 'content-box',
            }),
          },
        })}
      >
        <DataGrid
          rows={invoices}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={rowSpacingType}
          hideFooter
        />
      </Box>
    </Box>
  );
}
