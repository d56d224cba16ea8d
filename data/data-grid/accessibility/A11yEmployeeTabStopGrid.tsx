import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 90,
  },
];

// A short description of an element inside the grid: a header, a cell or something else.
function describe(element: Element | null): string {
  if (!element) return 'none';
  const header = element.closest('[role="columnheader"]');
  if (header) {
    return `header "${header.getAttribute('aria-label') ?? header.textContent}"`;
  }
  const cell = element.closest('[role="gridcell"]');
  if (cell) {
    const row = cell.closest('[role="row"]');
    return `cell row ${row?.getAttribute('aria-rowindex')} col ${cell.getAttribute('aria-colindex')}`;
  }
  return element.textContent?.trim() || element.tagName.toLowerCase();
}

export default function A11yEmployeeTabStopGrid() {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [report, setReport] = React.useState({ focus: 'none', tabStops: '…' });

  React.useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc) return undefined;
    const update = () => {
      // Wait a frame: the grid moves its tab stop right after focus lands.
      requestAnimationFrame(() => {
        const grid = rootRef.current?.querySelector('[role="grid"]');
        const stops = grid ? Array.from(grid.querySelectorAll('[tabindex="0"]')) : [];
        const active = doc.activeElement;
        setReport({
          focus: rootRef.current?.contains(active) ? describe(active) : 'outside the demo',
          tabStops: stops.length === 0 ? 'none' : `${stops.length}: ${stops.map(describe).join(', ')}`,
        });
      });
    };
    update();
    doc.addEventListener('focusin', update);
    doc.addEventListener('focusout', update);
    return () => {
      doc.removeEventListener('focusin', update);
      doc.removeEventListener('focusout', update);
    };
  }, []);

  return (
    <Stack ref={rootRef} spacing={1} sx={{ width: '100%' }}>
      <Box
        component="output"
        dir="ltr"
        sx={{
          display: 'block',
          height: 68,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: '20px',
          whiteSpace: 'pre-wrap',
          overflowY: 'auto',
        }}
      >
        {`focus:                 ${report.focus}\ntabindex="0" in grid:  ${report.tabStops}`}
      </Box>
      <Box>
        <Button size="small" variant="outlined">
          Before the grid
        </Button>
      </Box>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={employees} columns={columns} hideFooter />
      </Box>
      <Box>
        <Button size="small" variant="outlined">
          After the grid
        </Button>
      </Box>
    </Stack>
  );
}
