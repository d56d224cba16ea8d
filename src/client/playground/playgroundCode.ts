import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

const PREFIX = '#code=';

/** The code as a URL fragment: compressed, so a link to a whole demo stays short enough to share. */
export function codeToHash(code: string): string {
  return PREFIX + compressToEncodedURIComponent(code);
}

/** The code a shared link carries, or null when the fragment holds none (or is damaged). */
export function codeFromHash(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  const code = decompressFromEncodedURIComponent(hash.slice(PREFIX.length));
  return code ? code : null;
}

/** What a fresh playground starts with. */
export const TEMPLATE = `import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'score', headerName: 'Score', type: 'number', width: 120 },
];

const rows = [
  { id: 1, name: 'Ada', score: 92 },
  { id: 2, name: 'Grace', score: 88 },
  { id: 3, name: 'Linus', score: 75 },
];

export default function Playground() {
  return (
    <Box sx={{ height: 300 }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
`;
