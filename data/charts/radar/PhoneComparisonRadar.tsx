import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { phoneCriteria, phoneScores } from './radarData';

export default function PhoneComparisonRadar() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />}
          label="fillArea"
        />
        <FormControlLabel
          control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />}
          label="hideMark"
        />
      </Stack>
      <Box sx={{ width: '100%', maxWidth: 520, aspectRatio: '1 / 1', mx: 'auto' }}>
        <RadarChart
          radar={{ metrics: phoneCriteria, max: 100 }}
          series={phoneScores.map((phone) => ({ ...phone, fillArea, hideMark }))}
        />
      </Box>
    </Stack>
  );
}
