import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

type DataSet = 'Commodity' | 'Employee';

export default function GeneratedDataGrid() {
  const [dataSet, setDataSet] = React.useState<DataSet>('Commodity');
  const [rowLength, setShownRowLength] = React.useState(100);
  // Rows and columns are generated in the browser; `loading` is true while they are made.
  // `rowLength` is only the first size: `setRowLength` changes it afterwards.
  const { data, loading, loadNewData, setRowLength } = useDemoData({
    dataSet,
    rowLength: 100,
    maxColumns: 6,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={dataSet}
          onChange={(_, next: DataSet | null) => next && setDataSet(next)}
          aria-label="Data set"
        >
          <ToggleButton value="Commodity">Commodity trades</ToggleButton>
          <ToggleButton value="Employee">Employees</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowLength}
          onChange={(_, next: number | null) => {
            if (next) {
              setShownRowLength(next);
              setRowLength(next);
            }
          }}
          aria-label="Number of rows"
        >
          <ToggleButton value={100}>100 rows</ToggleButton>
          <ToggleButton value={1000}>1,000 rows</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={loadNewData}>
          New data
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGrid {...data} loading={loading} />
      </div>
    </Stack>
  );
}
