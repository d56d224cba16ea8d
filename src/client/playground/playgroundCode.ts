import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { safeDecode } from '../../shared/utils/safeDecode';

const PREFIX = '#code=';

/** The code as a URL fragment: compressed, so a link to a whole demo stays short enough to share. */
export function codeToHash(code: string): string {
  return PREFIX + compressToEncodedURIComponent(code);
}

/** What the address of a playground holds: no code, the code of a shared link, or a damaged link. */
export type SharedCode = { kind: 'none' } | { kind: 'code'; code: string } | { kind: 'damaged' };

function decompress(compressed: string): string | null {
  try {
    return decompressFromEncodedURIComponent(compressed) || null;
  } catch {
    // lz-string throws on some inputs that are not its output; that is a damaged link too.
    return null;
  }
}

/**
 * Reads the fragment of a playground address. A fragment that is not `#code=…` holds no code; one
 * that is but does not decompress (cut short by a chat client, escaped twice by a mailer) is
 * damaged, which the page says instead of silently showing the starting example.
 */
export function readSharedCode(hash: string): SharedCode {
  if (!hash.startsWith(PREFIX)) return { kind: 'none' };
  const compressed = hash.slice(PREFIX.length);
  let code = decompress(compressed);
  // A lone `%` is not an escape: safeDecode keeps it, and the link stays damaged.
  if (code === null && compressed.includes('%')) code = decompress(safeDecode(compressed));
  return code === null ? { kind: 'damaged' } : { kind: 'code', code };
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
