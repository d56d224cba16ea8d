import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { day, invoices, type Invoice } from '@docs/demo-data';

// The rows hold calendar days at noon UTC: the picker works in UTC so every reader sees the same day.
dayjs.extend(utc);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

function DatePickerEditCell(props: GridRenderEditCellParams<Invoice, Date | null, string>) {
  const { id, field, value, colDef } = props;
  const apiRef = useGridApiContext();

  const handleChange = (newValue: Dayjs | null) => {
    apiRef.current.setEditCellValue({
      id,
      field,
      // Back to a calendar day at noon UTC, like the other rows.
      value: newValue?.isValid() ? day(newValue.format('YYYY-MM-DD')) : null,
    });
  };

  return (
    <DatePicker
      value={value ? dayjs.utc(value) : null}
      onChange={handleChange}
      autoFocus
      format="D MMM YYYY"
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

/** Calendar days: shown in UTC, edited with a date picker. */
const pickerDateColumnType: GridColTypeDef<Date | null, string> = {
  type: 'date',
  width: 160,
  valueFormatter: (value: Date | null) => (value ? dateFormat.format(value) : ''),
  renderEditCell: (params) => <DatePickerEditCell {...params} />,
  // An emptied or half-typed date is an error: the grid keeps the cell open instead of saving it.
  preProcessEditCellProps: (params) => ({ ...params.props, error: !params.props.value }),
};

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', width: 170 },
  { ...pickerDateColumnType, field: 'issuedOn', headerName: 'Issued', editable: true },
  { ...pickerDateColumnType, field: 'dueOn', headerName: 'Due', editable: true },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => eur.format(value),
  },
];

export default function InvoiceDatePickerGrid() {
  const [lastChange, setLastChange] = React.useState(
    'Double-click an Issued or Due date, or press Enter on it, to open the picker.',
  );

  const processRowUpdate = (newRow: Invoice, oldRow: Invoice) => {
    const field = newRow.dueOn.getTime() !== oldRow.dueOn.getTime() ? 'due' : 'issued';
    const date = field === 'due' ? newRow.dueOn : newRow.issuedOn;
    setLastChange(`${newRow.number}: ${field} on ${dateFormat.format(date)}`);
    return newRow;
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: '100%' }}>
        <Typography variant="body2" sx={{ mb: 1, minHeight: 40 }}>
          {lastChange}
        </Typography>
        <Box sx={{ height: 400 }}>
          <DataGrid
            rows={invoices}
            columns={columns}
            processRowUpdate={processRowUpdate}
            hideFooter
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
