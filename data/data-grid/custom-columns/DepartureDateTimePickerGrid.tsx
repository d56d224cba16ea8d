import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridFilterInputValueProps,
  GridFilterModel,
  GridFilterOperator,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

// Departure times are instants shown in UTC, in the grid and in the pickers alike.
dayjs.extend(utc);

const PICKER_FORMAT = 'DD/MM HH:mm';
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

function DateTimeEditCell(props: GridRenderEditCellParams<Flight, Date | null, string>) {
  const { id, field, value, colDef } = props;
  const apiRef = useGridApiContext();
  return (
    <DateTimePicker
      value={value ? dayjs.utc(value) : null}
      onChange={(newValue: Dayjs | null) =>
        apiRef.current.setEditCellValue({
          id,
          field,
          value: newValue?.isValid() ? newValue.toDate() : null,
        })
      }
      autoFocus
      ampm={false}
      format={PICKER_FORMAT}
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          'aria-label': colDef.headerName,
          sx: { '& fieldset': { border: 'none' } },
        },
      }}
    />
  );
}

/** The value input of the filter panel: a date-time picker instead of a native input. */
function DateTimeFilterInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  return (
    <DateTimePicker
      label="Value"
      value={item.value ? dayjs.utc(item.value as Date | string) : null}
      onChange={(newValue: Dayjs | null) =>
        applyValue({ ...item, value: newValue?.isValid() ? newValue.toDate() : undefined })
      }
      inputRef={focusElementRef}
      ampm={false}
      format={PICKER_FORMAT}
      slotProps={{ textField: { size: 'small', variant: 'outlined' } }}
    />
  );
}

const compareTo =
  (compare: (cell: number, wanted: number) => boolean) =>
  (item: { value?: Date | string }) => {
    if (!item.value) {
      return null;
    }
    // `new Date()` also accepts the ISO string a filter model saved as JSON holds.
    const wanted = new Date(item.value).getTime();
    return (value: Date | null) => value != null && compare(value.getTime(), wanted);
  };

const dateTimeOperators: GridFilterOperator<Flight, Date | null, string>[] = [
  {
    label: 'is after',
    value: 'after',
    getApplyFilterFn: compareTo((cell, wanted) => cell > wanted),
    InputComponent: DateTimeFilterInput,
  },
  {
    label: 'is before',
    value: 'before',
    getApplyFilterFn: compareTo((cell, wanted) => cell < wanted),
    InputComponent: DateTimeFilterInput,
  },
];

/** Instants: shown, edited and filtered in UTC with pickers. */
const pickerDateTimeColumnType: GridColTypeDef<Date | null, string> = {
  type: 'dateTime',
  width: 175,
  valueFormatter: (value: Date | null) => (value ? timeFormat.format(value) : ''),
  renderEditCell: (params) => <DateTimeEditCell {...params} />,
  filterOperators: dateTimeOperators,
};

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    ...pickerDateTimeColumnType,
    field: 'departure',
    headerName: 'Departs (UTC)',
    editable: true,
  },
  { ...pickerDateTimeColumnType, field: 'arrival', headerName: 'Arrives (UTC)', editable: true },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function DepartureDateTimePickerGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'departure', operator: 'after', value: new Date('2025-06-14T12:00:00Z') }],
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: '100%' }}>
        <Box
          component="pre"
          sx={{
            m: 0,
            mb: 1,
            p: 1,
            minHeight: 60,
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          filterModel.items = {JSON.stringify(filterModel.items)}
        </Box>
        <Box sx={{ height: 400 }}>
          <DataGrid
            rows={flights}
            columns={columns}
            showToolbar
            filterModel={filterModel}
            onFilterModelChange={setFilterModel}
            hideFooter
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
