import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Shows the text cut to the cell's width; when the text overflows, hovering the cell
 * or focusing it with the keyboard opens a panel with all of it.
 */
function ExpandableText({ value, hasFocus }: GridRenderCellParams<Order, string>) {
  const [cell, setCell] = React.useState<HTMLDivElement | null>(null);
  const textRef = React.useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = React.useState(false);
  const [overflowing, setOverflowing] = React.useState(false);

  const measure = () => {
    const text = textRef.current;
    setOverflowing(Boolean(text && text.scrollWidth > text.clientWidth));
  };

  React.useEffect(() => {
    if (hasFocus) measure();
  }, [hasFocus]);

  const open = (hovered || hasFocus) && overflowing;

  return (
    <Box
      ref={setCell}
      onMouseEnter={() => {
        measure();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}
    >
      <Box
        component="span"
        ref={textRef}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {value}
      </Box>
      <Popper
        open={open}
        anchorEl={cell}
        placement="bottom-start"
        style={{ zIndex: 1300 }}
      >
        <Paper
          elevation={4}
          sx={{ p: 1.5, maxWidth: 360, width: cell?.offsetWidth, typography: 'body2' }}
        >
          {value}
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  {
    field: 'summary',
    headerName: 'Summary',
    width: 220,
    // A long sentence built from the row, far wider than the column.
    valueGetter: (_value, row) =>
      `${row.quantity} × ${row.product} for ${row.customer} (${row.country}), ordered ${dateFormat.format(row.orderedOn)}, status ${row.status.toLowerCase()}`,
    renderCell: (params) => <ExpandableText {...params} />,
  },
  {
    field: 'total',
    headerName: 'Total (USD)',
    type: 'number',
    width: 110,
  },
];

export default function ExpandCellGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} hideFooter />
    </Box>
  );
}
