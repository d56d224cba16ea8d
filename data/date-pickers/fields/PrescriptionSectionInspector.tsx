import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { FieldRef, FieldSection } from '@mui/x-date-pickers/models';

const FORMAT = 'MMM D, YYYY hh:mm a';
// The format has six sections: the table keeps six rows from the first render on.
const EMPTY_ROWS = Array.from({ length: 6 }, (_, index) => ({ key: index, section: null }));

type Row = { key: number; section: FieldSection | null };

export default function PrescriptionSectionInspector() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-03T21:00'));
  const [rows, setRows] = React.useState<Row[]>(EMPTY_ROWS);
  const [active, setActive] = React.useState<number | null>(null);

  // Read the sections from the field once it has rendered them, and after each edit.
  React.useEffect(() => {
    const sections = fieldRef.current?.getSections() ?? [];
    setRows(sections.map((section, index) => ({ key: index, section })));
  }, [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <DateTimeField
          label="Next dose"
          format={FORMAT}
          value={value}
          onChange={setValue}
          unstableFieldRef={fieldRef}
          onSelectedSectionsChange={(selected) => {
            setActive(typeof selected === 'number' ? selected : null);
          }}
          sx={{ maxWidth: 320 }}
        />
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Sections of the field">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>type</TableCell>
                <TableCell>format</TableCell>
                <TableCell>value</TableCell>
                <TableCell>contentType</TableCell>
                <TableCell>endSeparator</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ key, section }) => (
                <TableRow key={key} selected={key === active}>
                  <TableCell>{key}</TableCell>
                  <TableCell>{section?.type ?? '…'}</TableCell>
                  <TableCell>{section?.format ?? '…'}</TableCell>
                  <TableCell>{section ? section.value || '(empty)' : '…'}</TableCell>
                  <TableCell>{section?.contentType ?? '…'}</TableCell>
                  <TableCell>{section ? JSON.stringify(section.endSeparator) : '…'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
