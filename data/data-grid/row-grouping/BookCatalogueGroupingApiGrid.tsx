import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridApiPremium,
  GridColDef,
  GridRowGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: 'Fiction' | 'Science' | 'Cookery';
  format: 'Hardback' | 'Paperback' | 'E-book';
  language: 'English' | 'Spanish';
}

const books: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Maya Lind', genre: 'Fiction', format: 'Hardback', language: 'English' },
  { id: 2, title: 'The Salt Road', author: 'Maya Lind', genre: 'Fiction', format: 'E-book', language: 'English' },
  { id: 3, title: 'El camino de sal', author: 'Maya Lind', genre: 'Fiction', format: 'Paperback', language: 'Spanish' },
  { id: 4, title: 'Small Suns', author: 'Diego Ferrer', genre: 'Science', format: 'Paperback', language: 'English' },
  { id: 5, title: 'Soles pequeños', author: 'Diego Ferrer', genre: 'Science', format: 'Hardback', language: 'Spanish' },
  { id: 6, title: 'Tides and Moons', author: 'Ruth Okoye', genre: 'Science', format: 'E-book', language: 'English' },
  { id: 7, title: 'One Pan Weekdays', author: 'Ana Costa', genre: 'Cookery', format: 'Hardback', language: 'English' },
  { id: 8, title: 'Cocina en una sartén', author: 'Ana Costa', genre: 'Cookery', format: 'Paperback', language: 'Spanish' },
  { id: 9, title: 'Bread at Dawn', author: 'Ruth Okoye', genre: 'Cookery', format: 'E-book', language: 'English' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 190 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'genre', headerName: 'Genre', width: 100 },
  { field: 'format', headerName: 'Format', width: 110 },
  { field: 'language', headerName: 'Language', width: 100 },
];

const criteria = ['author', 'genre', 'format', 'language'];

interface Call {
  label: string;
  describe: (field: string) => string;
  run: (api: GridApiPremium, field: string) => void;
}

// Each button makes one call on the grid's API with the column picked in the list.
const calls: Call[] = [
  {
    label: 'Add last',
    describe: (field) => `addRowGroupingCriteria('${field}')`,
    run: (api, field) => api.addRowGroupingCriteria(field),
  },
  {
    label: 'Add first',
    describe: (field) => `addRowGroupingCriteria('${field}', 0)`,
    run: (api, field) => api.addRowGroupingCriteria(field, 0),
  },
  {
    label: 'Move first',
    describe: (field) => `setRowGroupingCriteriaIndex('${field}', 0)`,
    run: (api, field) => api.setRowGroupingCriteriaIndex(field, 0),
  },
  {
    label: 'Remove',
    describe: (field) => `removeRowGroupingCriteria('${field}')`,
    run: (api, field) => api.removeRowGroupingCriteria(field),
  },
  {
    label: 'Reset',
    describe: () => "setRowGroupingModel(['genre'])",
    run: (api) => api.setRowGroupingModel(['genre']),
  },
];

export default function BookCatalogueGroupingApiGrid() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('format');
  const [model, setModel] = React.useState<GridRowGroupingModel>(['genre']);
  const [lastCall, setLastCall] = React.useState('');

  const handleClick = (call: Call) => {
    const api = apiRef.current;
    if (api) {
      call.run(api, field);
      setLastCall(`apiRef.current.${call.describe(field)}`);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <TextField
          select
          size="small"
          slotProps={{ select: { native: true } }}
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ width: 140 }}
        >
          {criteria.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        {calls.map((call) => (
          <Button key={call.label} size="small" variant="outlined" onClick={() => handleClick(call)}>
            {call.label}
          </Button>
        ))}
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: '4.5em' }}
      >
        {lastCall || 'Pick a column and a call.'}
        {'\n'}rowGroupingModel = {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={books}
          columns={columns}
          initialState={{ rowGrouping: { model: ['genre'] } }}
          onRowGroupingModelChange={setModel}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ width: 200 }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
