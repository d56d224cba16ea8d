import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridCellSelectionModel,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { employees, seededRandom } from '@docs/demo-data';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
type Day = (typeof DAYS)[number];

type TimesheetRow = { id: number; name: string } & Record<Day, number>;

const random = seededRandom(7);
// Hours logged per weekday, in half hours, as a time-tracking tool would export them.
const rows: TimesheetRow[] = employees.slice(0, 10).map((employee) => ({
  id: employee.id,
  name: employee.name,
  mon: 6 + Math.round(random() * 8) / 2,
  tue: 6 + Math.round(random() * 8) / 2,
  wed: 6 + Math.round(random() * 8) / 2,
  thu: 6 + Math.round(random() * 8) / 2,
  fri: 4 + Math.round(random() * 8) / 2,
}));

const columns: GridColDef<TimesheetRow>[] = [
  { field: 'name', headerName: 'Employee', minWidth: 170, flex: 1 },
  ...DAYS.map((day) => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    type: 'number' as const,
    width: 80,
  })),
];

export default function TimesheetCellSelectionGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState({ cells: 0, hours: 0 });

  // The handler receives the new model; reading the cells through the API also gives their values.
  const handleSelection = (model: GridCellSelectionModel) => {
    let cells = 0;
    let hours = 0;
    for (const [id, fields] of Object.entries(model)) {
      for (const [field, selected] of Object.entries(fields)) {
        if (!selected) continue;
        cells += 1;
        const value = apiRef.current?.getCellValue(Number(id), field);
        if (typeof value === 'number') hours += value;
      }
    }
    setSummary({ cells, hours });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={handleSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {summary.cells === 0
          ? 'Drag across the day columns to total the hours.'
          : `${summary.cells} ${summary.cells === 1 ? 'cell' : 'cells'} selected · ${summary.hours} hours`}
      </Typography>
    </Box>
  );
}
