import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

const allActions: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];

export default function CheckoutActionBarActions() {
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['clear', 'accept']);
  const [checkout, setCheckout] = React.useState<Dayjs | null>(dayjs('2025-07-18'));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2025-07-18'));

  const toggle = (action: PickersActionBarAction) => {
    setActions((previous) =>
      // Keep the order of `allActions`, whatever the order of the clicks.
      allActions.filter((item) =>
        item === action ? !previous.includes(item) : previous.includes(item),
      ),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <StaticDatePicker
          value={checkout}
          onChange={setCheckout}
          onAccept={setAccepted}
          slotProps={{ actionBar: { actions } }}
        />
        <Box sx={{ minWidth: 200 }}>
          <Typography component="p" variant="subtitle2">
            Buttons in the action bar
          </Typography>
          <FormGroup>
            {allActions.map((action) => (
              <FormControlLabel
                key={action}
                control={
                  <Checkbox checked={actions.includes(action)} onChange={() => toggle(action)} />
                }
                label={action}
              />
            ))}
          </FormGroup>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', mt: 1 }}>
            actions: [{actions.map((action) => `'${action}'`).join(', ')}]
            <br />
            value: {checkout ? checkout.format('YYYY-MM-DD') : 'null'}
            <br />
            accepted: {accepted ? accepted.format('YYYY-MM-DD') : 'null'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
