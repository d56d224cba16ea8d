import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses, type GaugeFormatterParams } from '@mui/x-charts/Gauge';

type Format = 'default' | 'fraction' | 'percent' | 'left' | 'none';

const formats: Record<Format, { label: string; code: string; text?: (params: GaugeFormatterParams) => string | null }> = {
  default: { label: 'Default (the value)', code: 'text omitted' },
  fraction: {
    label: 'Used of total',
    code: 'text={({ value, valueMax }) => `${value} / ${valueMax} GB`}',
    text: ({ value, valueMax }) => `${value} / ${valueMax} GB`,
  },
  percent: {
    label: 'Percentage',
    code: 'text={({ value, valueMin, valueMax }) => …%}',
    text: ({ value, valueMin, valueMax }) =>
      value === null ? null : `${Math.round(((value - valueMin) / (valueMax - valueMin)) * 100)}%`,
  },
  left: {
    label: 'Space left',
    code: 'text={({ value, valueMax }) => `${valueMax - value} GB free`}',
    text: ({ value, valueMax }) => (value === null ? null : `${valueMax - value} GB free`),
  },
  none: { label: 'No text', code: 'text={() => null}', text: () => null },
};

export default function DiskQuotaGaugeText() {
  const [format, setFormat] = React.useState<Format>('fraction');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Text in the gauge"
        value={format}
        onChange={(event) => setFormat(event.target.value as Format)}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 260 }}
      >
        {(Object.keys(formats) as Format[]).map((key) => (
          <option key={key} value={key}>
            {formats[key].label}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, minHeight: 40, wordBreak: 'break-word' }}>
        {formats[format].code}
      </Typography>
      <Box sx={{ width: '100%', maxWidth: 320, height: 180 }}>
        <Gauge
          value={37}
          valueMax={50}
          startAngle={-90}
          endAngle={90}
          cy="70%"
          text={formats[format].text}
          aria-label="Mailbox quota used"
          sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 600 } }}
        />
      </Box>
    </Stack>
  );
}
