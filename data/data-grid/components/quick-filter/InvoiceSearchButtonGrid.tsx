import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const ExpandedContext = React.createContext<(expanded: boolean) => void>(() => {});

function InvoiceSearchToolbar() {
  const onExpandedChange = React.useContext(ExpandedContext);
  return (
    <Toolbar style={{ justifyContent: 'flex-start', minHeight: 56 }}>
      <QuickFilter
        onExpandedChange={onExpandedChange}
        style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <QuickFilterTrigger
          render={(triggerProps, state) =>
            state.expanded ? (
              <React.Fragment />
            ) : (
              <Button
                {...triggerProps}
                variant="outlined"
                size="small"
                startIcon={<SearchIcon fontSize="small" />}
              >
                Search invoices
              </Button>
            )
          }
        />
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) =>
            state.expanded ? (
              <TextField
                {...controlProps}
                inputRef={ref}
                label="Client, number or status"
                size="small"
                sx={{ width: 240 }}
              />
            ) : (
              <React.Fragment />
            )
          }
        />
        <QuickFilterClear
          // A visible text button: keep it in the tab sequence (the default is -1).
          tabIndex={0}
          render={(clearProps, state) =>
            state.value ? (
              <Button {...clearProps} color="primary" size="small">
                Clear
              </Button>
            ) : (
              <React.Fragment />
            )
          }
        />
      </QuickFilter>
    </Toolbar>
  );
}

const amountFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => amountFormat.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function InvoiceSearchButtonGrid() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <ExpandedContext.Provider value={setExpanded}>
        <Box sx={{ height: 380 }}>
          <DataGrid
            rows={invoices}
            columns={columns}
            slots={{ toolbar: InvoiceSearchToolbar }}
            showToolbar
            hideFooter
          />
        </Box>
      </ExpandedContext.Provider>
      <Box component="pre" sx={{ m: 0, mt: 1, fontSize: 13 }}>
        expanded: {String(expanded)}
      </Box>
    </Box>
  );
}
