import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import LockIcon from '@mui/icons-material/Lock';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Books up to 2022 are closed: those years are disabled and show a padlock.
const lastClosedYear = 2022;

const YearButtonRoot = styled('button')(({ theme }) => {
  // `theme.vars` holds CSS variables that follow the light or dark colour scheme.
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    width: 76,
    height: 36,
    margin: '4px 0',
    border: `1px solid ${palette.divider}`,
    borderRadius: 8,
    color: palette.text.primary,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover, &:focus-visible': {
      backgroundColor: palette.action.hover,
      outline: `2px solid ${palette.primary.main}`,
    },
    '&[aria-checked="true"]': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      borderColor: palette.primary.main,
    },
    '&:disabled': {
      color: palette.text.secondary,
      cursor: 'default',
    },
  };
});

// The owner state of a year button adds `isYearSelected` and `isYearDisabled`
// to the picker's owner state (the type itself is not exported by the package).
type FiscalYearButtonProps = React.ComponentPropsWithRef<'button'> & {
  ownerState: { isYearSelected: boolean; isYearDisabled: boolean };
};

function FiscalYearButton(props: FiscalYearButtonProps) {
  // `ownerState` is handed to every custom slot: keep it off the DOM element.
  const { ownerState, children, ...other } = props;
  return (
    <YearButtonRoot {...other}>
      {ownerState.isYearDisabled && <LockIcon sx={{ fontSize: 14 }} aria-hidden />}
      {children}
    </YearButtonRoot>
  );
}

export default function FiscalYearMonthButtons() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Reporting period"
          views={['year', 'month']}
          openTo="year"
          format="MMMM YYYY"
          value={value}
          onChange={setValue}
          minDate={dayjs('2019-01-01')}
          maxDate={dayjs('2027-12-31')}
          shouldDisableYear={(year) => year.year() <= lastClosedYear}
          slots={{ yearButton: FiscalYearButton }}
          slotProps={{
            monthButton: (ownerState) => ({
              sx: {
                borderRadius: 1,
                fontWeight: ownerState.isMonthSelected ? 700 : 400,
              },
            }),
          }}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', pt: { sm: 2 } }}>
          value: {value ? value.format('YYYY-MM') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
