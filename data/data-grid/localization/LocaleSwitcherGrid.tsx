import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, esES, frFR, jaJP, ptBR } from '@mui/x-data-grid/locales';
import { employees, type Employee } from '@docs/demo-data';

const locales = { enUS, frFR, deDE, esES, ptBR, jaJP };
type LocaleCode = keyof typeof locales;

const languageNames: Record<LocaleCode, string> = {
  enUS: 'English (United States)',
  frFR: 'Français',
  deDE: 'Deutsch',
  esES: 'Español',
  ptBR: 'Português (Brasil)',
  jaJP: '日本語',
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function LocaleSwitcherGrid() {
  const [code, setCode] = React.useState<LocaleCode>('frFR');

  // Merge the locale into the page's theme, for this grid only.
  const withLocale = React.useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: { ...outer.components, ...locales[code].components },
    }),
    [code],
  );

  const text = locales[code].components.MuiDataGrid.defaultProps.localeText;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <label htmlFor="staff-grid-locale">
          <Typography variant="body2" component="span">
            Grid language{' '}
          </Typography>
          <select
            id="staff-grid-locale"
            value={code}
            onChange={(event) => setCode(event.target.value as LocaleCode)}
          >
            {(Object.keys(locales) as LocaleCode[]).map((key) => (
              <option key={key} value={key}>
                {languageNames[key]} ({key})
              </option>
            ))}
          </select>
        </label>
        <Typography variant="body2" component="p">
          toolbarFilters: <code>{String(text.toolbarFilters)}</code>
        </Typography>
      </Box>
      <ThemeProvider theme={withLocale}>
        <Box sx={{ height: 380 }}>
          <DataGrid
            rows={employees}
            columns={columns}
            showToolbar
            checkboxSelection
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
            pageSizeOptions={[5, 10]}
          />
        </Box>
      </ThemeProvider>
    </Box>
  );
}
