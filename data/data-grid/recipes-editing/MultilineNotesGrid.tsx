import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

type OrderWithNote = Order & { note: string };

const NOTES = [
  'Leave at the back door.\nRing twice.',
  'Gift wrap, no invoice in the box.',
  '',
  'Deliver after 2 pm.',
];

const rows: OrderWithNote[] = orders.slice(0, 12).map((order, index) => ({
  ...order,
  note: NOTES[index % NOTES.length],
}));

function NoteEditor(props: GridRenderEditCellParams<OrderWithNote, string>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLTextAreaElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus && inputRef.current) {
      const input = inputRef.current;
      input.focus();
      // Put the caret at the end rather than selecting the note.
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [hasFocus]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && event.shiftKey) {
      // Shift+Enter adds a line break; the grid must not treat it as "save".
      event.stopPropagation();
    }
  };

  return (
    <InputBase
      multiline
      fullWidth
      inputRef={inputRef}
      value={value ?? ''}
      onChange={(event) => apiRef.current.setEditCellValue({ id, field, value: event.target.value })}
      onKeyDown={handleKeyDown}
      inputProps={{ 'aria-label': 'Delivery note' }}
      sx={{ alignSelf: 'stretch', px: 1, py: 0.5, fontSize: 'inherit' }}
    />
  );
}

const columns: GridColDef<OrderWithNote>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  {
    field: 'note',
    headerName: 'Delivery note',
    width: 260,
    editable: true,
    renderCell: (params) => (
      <Box sx={{ whiteSpace: 'pre-wrap', py: 1, lineHeight: 1.4 }}>{params.value}</Box>
    ),
    renderEditCell: (params) => <NoteEditor {...params} />,
  },
];

export default function MultilineNotesGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 52}
        hideFooter
      />
    </Box>
  );
}
