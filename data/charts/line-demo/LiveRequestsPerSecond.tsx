import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { seededRandom } from '@docs/demo-data';

const WINDOW = 40;
const START = Date.UTC(2025, 2, 14, 9, 0, 0);
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
});

type Point = { time: number; requests: number };

function nextValue(previous: number, random: () => number) {
  return Math.max(40, Math.min(260, Math.round(previous + (random() - 0.48) * 28)));
}

// The first 40 seconds come from a seeded generator, so the server and the browser agree.
function initialPoints(): Point[] {
  const random = seededRandom(42);
  const points: Point[] = [];
  let value = 120;
  for (let second = 0; second < WINDOW; second += 1) {
    value = nextValue(value, random);
    points.push({ time: START + second * 1000, requests: value });
  }
  return points;
}

export default function LiveRequestsPerSecond() {
  const [points, setPoints] = React.useState<Point[]>(initialPoints);
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // Later seconds come from another seeded generator, started when the stream starts.
    const random = seededRandom(7);
    const timer = setInterval(() => {
      setPoints((current) => {
        const last = current[current.length - 1];
        const next = { time: last.time + 1000, requests: nextValue(last.requests, random) };
        return [...current.slice(1), next];
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const latest = points[points.length - 1];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {clock.format(latest.time)} · {latest.requests} requests/s
        </Typography>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          dataset={points}
          skipAnimation
          xAxis={[
            {
              dataKey: 'time',
              scaleType: 'point',
              valueFormatter: (value: number) => clock.format(value),
              tickInterval: (value: number) => (value - START) % 10000 === 0,
            },
          ]}
          yAxis={[{ min: 0, max: 300, width: 40 }]}
          series={[
            {
              dataKey: 'requests',
              label: 'Requests per second',
              showMark: false,
              area: true,
              curve: 'linear',
            },
          ]}
          hideLegend
          // Room for the half of the last time label that sits past the last point.
          margin={{ right: 28 }}
        />
      </Box>
    </Stack>
  );
}
