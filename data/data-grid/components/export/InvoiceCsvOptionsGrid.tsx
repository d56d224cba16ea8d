import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGrid,
  ExportCsv,
  GridColDef,
  GridCsvExportOptions,
  Toolbar,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

type Separator = ',' | ';' | '\t';

const separatorNames: Record<Separator, string> = {
  ',': 'Comma',
  ';': 'Semicolon',
  '\t': 'Tab',
};

const CsvOptionsContext = React.createContext<GridCsvExportOptions>({});

function InvoiceToolbar() {
  const csvOptions = React.useContext(CsvOptionsContext);
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, mx: 0.5 }}>
        Invoices
      </Typography>
      <ExportCsv
        options={csvOptions}
        size="small"
        startIcon={<FileDownloadOutlinedIcon fontSize="small" />}
      >
        Download CSV
      </ExportCsv>
    </Toolbar>
  );
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount (EUR)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function InvoiceCsvOptionsGrid() {
  const [delimiter, setDelimiter] = React.useState<Separator>(';');
  const selectId = React.useId();

  const csvOptions = React.useMemo<GridCsvExportOptions>(
    () => ({
      fileName: 'invoices-2025',
      delimiter,
      utf8WithBom: true,
      fields: ['number', 'client', 'amount', 'status'],
    }),
    [delimiter],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
      >
        <Box component="label" htmlFor={selectId} sx={{ typography: 'body2' }}>
          Field separator
        </Box>
        <select
          id={selectId}
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value as Separator)}
        >
          {(Object.keys(separatorNames) as Separator[]).map((value) => (
            <option key={value} value={value}>
              {separatorNames[value]}
            </option>
          ))}
        </select>
      </Box>
      <CsvOptionsContext.Provider value={csvOptions}>
        <Box sx={{ height: 340 }}>
          <DataGrid
            rows={invoices}
            columns={columns}
            slots={{ toolbar: InvoiceToolbar }}
            showToolbar
            hideFooter
          />
        </Box>
      </CsvOptionsContext.Provider>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        options: {JSON.stringify(csvOptions)}
      </Box>
    </Box>
  );
}
