import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { stockPrices } from '@docs/demo-data';

const rows = stockPrices.ORIC.slice(0, 15).map((price, index) => ({ id: index + 1, ...price }));
type Row = (typeof rows)[number];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Row>[] = [
  {
    field: 'date',
    headerName: 'Day',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'open', headerName: 'Open', type: 'number', width: 100, valueFormatter: (value: number) => usd.format(value) },
  { field: 'close', headerName: 'Close', type: 'number', width: 100, valueFormatter: (value: number) => usd.format(value) },
  { field: 'volume', headerName: 'Volume', type: 'number', flex: 1, minWidth: 110 },
];

const DELIMITERS = [
  { label: 'Tab (default)', value: '\t' },
  { label: 'Comma', value: ',' },
  { label: 'Semicolon', value: ';' },
];

export default function ClipboardFormatGrid() {
  const [delimiter, setDelimiter] = React.useState('\t');
  const [raw, setRaw] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="clipboardCopyCellDelimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220 }}
        >
          {DELIMITERS.map((option) => (
            <option key={option.label} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
          label="Copy raw values"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          clipboardCopyCellDelimiter={delimiter}
          ignoreValueFormatterDuringExport={{ clipboardExport: raw, csvExport: raw }}
          onClipboardCopy={setCopied}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Text of the last copy"
        sx={{ height: 110, overflow: 'auto', mt: 1, mb: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {copied ? copied.replaceAll('\t', ' → ') : 'Select rows or focus a cell, then press Ctrl+C (⌘+C).'}
      </Box>
    </Box>
  );
}
