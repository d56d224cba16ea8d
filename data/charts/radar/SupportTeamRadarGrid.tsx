import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { supportSkills, supportTeams } from './radarData';

export default function SupportTeamRadarGrid() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');
  const [divisions, setDivisions] = React.useState(5);
  const [stripes, setStripes] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_event, next: 'sharp' | 'circular' | null) => next && setShape(next)}
          aria-label="Grid shape"
        >
          <ToggleButton value="sharp">sharp</ToggleButton>
          <ToggleButton value="circular">circular</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ width: 200, maxWidth: '100%' }}>
          <Typography variant="body2">divisions: {divisions}</Typography>
          <Slider
            size="small"
            aria-label="Divisions"
            min={1}
            max={10}
            value={divisions}
            onChange={(_event, value) => setDivisions(value as number)}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={stripes} onChange={(event) => setStripes(event.target.checked)} />}
          label="Stripes"
        />
      </Stack>
      <Box sx={{ width: '100%', maxWidth: 520, aspectRatio: '1 / 1', mx: 'auto' }}>
        <RadarChart
          shape={shape}
          divisions={divisions}
          stripeColor={stripes ? undefined : null}
          radar={{ metrics: supportSkills, max: 5 }}
          series={supportTeams.map((team) => ({ ...team, valueFormatter: (value: number) => `${value} / 5` }))}
        />
      </Box>
    </Stack>
  );
}
