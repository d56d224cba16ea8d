import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

type DataSet = 'Commodity' | 'Employee';

/** The sizes to pick from; the grid starts with the first. */
const ROW_LENGTHS = [100, 1000];

export default function GeneratedDataGrid() {
  const [dataSet, setDataSet] = React.useState<DataSet>('Commodity');
  const [rowLength, setShownRowLength] = React.useState(ROW_LENGTHS[0]);
  // Rows and columns are generated in the browser; `loading` is true while they are made.
  // `rowLength` is only the first size: `setRowLength` changes it afterwards.
  const { data, loading, loadNewData, setRowLength } = useDemoData({
    dataSet,
    rowLength: ROW_LENGTHS[0],
    maxColumns: 6,
  });

  const handleRowLengthChange = (
    _event: React.MouseEvent<HTMLElement>,
    next: number | null,
  ) => {
    // `null` when the pressed button is clicked again: the size stays.
    if (next) {
      setShownRowLength(next);
      setRowLength(next);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          value={dataSet}
          exclusive
          onChange={(_event, next: DataSet | null) => next && setDataSet(next)}
          aria-label="Data set"
        >
          <ToggleButton value="Commodity">Commodity trades</ToggleButton>
          <ToggleButton value="Employee">Employees</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          value={rowLength}
          exclusive
          onChange={handleRowLengthChange}
          aria-label="Number of rows"
        >
          {ROW_LENGTHS.map((length) => (
            <ToggleButton key={length} value={length}>
              {length.toLocaleString('en-US')} rows
            </ToggleButton>
          ))}
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
