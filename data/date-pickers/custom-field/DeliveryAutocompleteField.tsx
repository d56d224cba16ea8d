import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The van only comes on these days: the list is the field, the calendar a second way to pick.
const deliveryDays = [
  '2025-04-08',
  '2025-04-10',
  '2025-04-15',
  '2025-04-17',
  '2025-04-22',
  '2025-04-24',
].map((day) => dayjs(day));

function AutocompleteDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<Dayjs | null>();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const rootRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);

  return (
    <Autocomplete
      {...forwardedProps}
      ref={rootRef}
      className={pickerContext.rootClassName}
      sx={[{ minWidth: 260 }, ...(Array.isArray(pickerContext.rootSx) ? pickerContext.rootSx : [pickerContext.rootSx])]}
      options={deliveryDays}
      value={pickerContext.value}
      onChange={(_event, newValue) => pickerContext.setValue(newValue)}
      getOptionLabel={(option) => option.format(pickerContext.fieldFormat)}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      disabled={pickerContext.disabled}
      readOnly={pickerContext.readOnly}
      renderInput={(params) => (
        <TextField
          {...params}
          label={pickerContext.label}
          name={pickerContext.name}
          error={hasValidationError}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <React.Fragment>
                {params.InputProps.endAdornment}
                <InputAdornment position="end">
                  <IconButton
                    aria-label="Open the calendar"
                    edge="end"
                    onClick={() => pickerContext.setOpen((open) => !open)}
                  >
                    <CalendarMonthIcon />
                  </IconButton>
                </InputAdornment>
              </React.Fragment>
            ),
          }}
        />
      )}
    />
  );
}

const isNotDeliveryDay = (day: Dayjs) => !deliveryDays.some((option) => option.isSame(day, 'day'));

export default function DeliveryAutocompleteField() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(deliveryDays[1]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Delivery day"
          value={delivery}
          onChange={setDelivery}
          shouldDisableDate={isNotDeliveryDay}
          referenceDate={dayjs('2025-04-01')}
          slots={{ field: AutocompleteDateField }}
        />
        <Typography variant="body2">
          value: {delivery ? delivery.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
