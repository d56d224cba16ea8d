import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridOverlay } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    width: 110,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'temperature', headerName: 'Temp. °C', type: 'number', width: 100 },
  { field: 'humidity', headerName: 'Humidity %', type: 'number', width: 110 },
];

type FeedState =
  | { status: 'loading' }
  | { status: 'ok'; rows: readonly SensorReading[] }
  | { status: 'error'; message: string };

const FeedContext = React.createContext<{ message: string; retry: () => void }>({
  message: '',
  retry: () => {},
});

function FeedErrorOverlay() {
  const { message, retry } = React.useContext(FeedContext);
  return (
    <GridOverlay>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Retry
          </Button>
        }
        sx={{ mx: 2 }}
      >
        {message}
      </Alert>
    </GridOverlay>
  );
}

export default function SensorFeedErrorGrid() {
  const [failNext, setFailNext] = React.useState(true);
  const [feed, setFeed] = React.useState<FeedState>({
    status: 'ok',
    rows: sensorReadings.slice(-12),
  });

  const fetchReadings = React.useCallback(() => {
    setFeed({ status: 'loading' });
    window.setTimeout(() => {
      setFeed(
        failNext
          ? { status: 'error', message: 'The sensor gateway did not answer (HTTP 504).' }
          : { status: 'ok', rows: sensorReadings.slice(-12) },
      );
    }, 800);
  }, [failNext]);

  const context = React.useMemo(
    () => ({ message: feed.status === 'error' ? feed.message : '', retry: fetchReadings }),
    [feed, fetchReadings],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', fontSize: 14 }}
      >
        <Button
          size="small"
          variant="outlined"
          disabled={feed.status === 'loading'}
          onClick={fetchReadings}
        >
          Refresh readings
        </Button>
        <label>
          <input
            type="checkbox"
            checked={failNext}
            onChange={(event) => setFailNext(event.target.checked)}
          />{' '}
          Make the next request fail
        </label>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          status: {feed.status}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <FeedContext.Provider value={context}>
          <DataGrid
            rows={feed.status === 'ok' ? feed.rows : []}
            columns={columns}
            loading={feed.status === 'loading'}
            slots={feed.status === 'error' ? { noRowsOverlay: FeedErrorOverlay } : undefined}
            slotProps={{ loadingOverlay: { noRowsVariant: 'linear-progress' } }}
            hideFooter
          />
        </FeedContext.Provider>
      </Box>
    </Stack>
  );
}
