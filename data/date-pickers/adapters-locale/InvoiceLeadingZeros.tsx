import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function InvoiceLeadingZeros() {
  const [issued, setIssued] = React.useState<Dayjs | null>(dayjs('2025-08-06T07:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 560,
        }}
      >
        <DateField label="Issued on (padded)" value={issued} onChange={setIssued} format="M/D/YYYY" />
        <DateField
          label="Issued on (as written)"
          value={issued}
          onChange={setIssued}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
        <TimeField label="At (padded)" value={issued} onChange={setIssued} format="H:m" />
        <TimeField
          label="At (as written)"
          value={issued}
          onChange={setIssued}
          format="H:m"
          shouldRespectLeadingZeros
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Value:{' '}
        <code>{issued && issued.isValid() ? issued.format('YYYY-MM-DD HH:mm') : 'null'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
