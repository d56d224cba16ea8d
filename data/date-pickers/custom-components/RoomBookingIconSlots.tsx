import * as React from 'react';
import dayjs from 'dayjs';
import Button, { ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Text buttons instead of the arrow icon buttons. The picker passes them
// `onClick`, `disabled`, `aria-label`, the icon as `children`, and an `ownerState`.
type ArrowButtonProps = ButtonProps & { ownerState?: { isButtonHidden: boolean } };

function ArrowTextButton(props: ArrowButtonProps & { text: string }) {
  const { ownerState, children: _icon, text, ...other } = props;
  return (
    <Button
      size="small"
      {...other}
      sx={{ minWidth: 0, visibility: ownerState?.isButtonHidden ? 'hidden' : 'visible' }}
    >
      {text}
    </Button>
  );
}

function PreviousTextButton(props: ArrowButtonProps) {
  return <ArrowTextButton {...props} text="Earlier" />;
}

function NextTextButton(props: ArrowButtonProps) {
  return <ArrowTextButton {...props} text="Later" />;
}

export default function RoomBookingIconSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Meeting room (icons)"
          defaultValue={dayjs('2025-09-03')}
          slots={{
            openPickerIcon: EventAvailableIcon,
            switchViewIcon: ExpandMoreIcon,
            leftArrowIcon: ArrowBackIcon,
            rightArrowIcon: ArrowForwardIcon,
            clearIcon: BackspaceOutlinedIcon,
          }}
          slotProps={{
            field: { clearable: true },
            openPickerButton: { color: 'primary' },
            previousIconButton: { size: 'small' },
            nextIconButton: { size: 'small' },
          }}
          sx={{ width: 260 }}
        />
        <DatePicker
          label="Meeting room (text arrows)"
          defaultValue={dayjs('2025-09-03')}
          slots={{ previousIconButton: PreviousTextButton, nextIconButton: NextTextButton }}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
