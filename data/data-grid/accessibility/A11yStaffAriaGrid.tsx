import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
];

const ATTRIBUTES = [
  'role',
  'aria-labelledby',
  'aria-rowcount',
  'aria-colcount',
  'aria-multiselectable',
] as const;

export default function A11yStaffAriaGrid() {
  const apiRef = useGridApiRef();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const headingId = React.useId();
  // Same lines from the first render on, so that filling in the values moves nothing.
  const [attributes, setAttributes] = React.useState<string[]>(() => [
    ...ATTRIBUTES.map((name) => `${name}="…"`),
    'focused cell: …',
  ]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    let frame = 0;
    // Read the attributes from the DOM, as assistive technology does.
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const grid = rootRef.current?.querySelector('[role="grid"], [role="treegrid"]');
        if (!grid) return;
        const lines = ATTRIBUTES.map((name) => `${name}="${grid.getAttribute(name) ?? ''}"`);
        const cell = grid.querySelector('[role="gridcell"][tabindex="0"]');
        const row = cell?.closest('[role="row"]');
        lines.push(
          cell && row
            ? `focused cell: aria-rowindex="${row.getAttribute('aria-rowindex')}" aria-selected="${row.getAttribute('aria-selected')}" aria-colindex="${cell.getAttribute('aria-colindex')}"`
            : 'focused cell: none yet (click a cell)',
        );
        setAttributes(lines);
      });
    };
    read();
    const unsubscribers = [
      api.subscribeEvent('filteredRowsSet', read),
      api.subscribeEvent('cellFocusIn', read),
      api.subscribeEvent('rowSelectionChange', read),
    ];
    return () => {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      cancelAnimationFrame(frame);
    };
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Staff directory
      </Typography>
      <Box
        component="output"
        dir="ltr"
        sx={{
          display: 'block',
          height: 136,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: '20px',
          whiteSpace: 'pre',
          overflowX: 'auto',
        }}
      >
        {attributes.join('\n')}
      </Box>
      <Box ref={rootRef} sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          aria-labelledby={headingId}
          checkboxSelection
          showToolbar
          slotProps={{ toolbar: { printOptions: { disableToolbarButton: true } } }}
        />
      </Box>
    </Stack>
  );
}
