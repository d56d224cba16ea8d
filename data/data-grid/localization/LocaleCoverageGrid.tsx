import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import * as gridLocales from '@mui/x-data-grid/locales';

interface LocaleRow {
  id: string;
  language: string;
  noRowsLabel: string;
  translated: number;
}

const englishKeys = Object.keys(gridLocales.enUS.components.MuiDataGrid.defaultProps.localeText);

function languageName(code: string) {
  // `frFR` → `fr-FR`, then ask the browser for the language's own name.
  const tag = `${code.slice(0, 2)}-${code.slice(2)}`;
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

type Localization = typeof gridLocales.enUS;

function isLocalization(value: unknown): value is Localization {
  return typeof value === 'object' && value !== null && 'components' in value;
}

// Every locale object of `@mui/x-data-grid/locales` (the module also exports `idIDGrid`,
// a bare set of keys, which this filter leaves out).
const rows: LocaleRow[] = Object.entries(gridLocales as Record<string, unknown>)
  .filter((entry): entry is [string, Localization] => isLocalization(entry[1]))
  .map(([code, locale]) => {
    const text = locale.components.MuiDataGrid.defaultProps.localeText;
    const own = englishKeys.filter((key) => key in text).length;
    return {
      id: code,
      language: languageName(code),
      noRowsLabel: String(text.noRowsLabel ?? '—'),
      translated: Math.round((own / englishKeys.length) * 100),
    };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

const columns: GridColDef<LocaleRow>[] = [
  { field: 'id', headerName: 'Export', width: 90 },
  { field: 'language', headerName: 'Language', width: 170 },
  { field: 'noRowsLabel', headerName: 'noRowsLabel', width: 190 },
  {
    field: 'translated',
    headerName: 'Keys translated',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value} %`,
  },
];

export default function LocaleCoverageGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ sorting: { sortModel: [{ field: 'translated', sort: 'desc' }] } }}
        hideFooterPagination
      />
    </Box>
  );
}
