import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridColDef,
  GridRenderContext,
  gridClasses,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { seededRandom, round } from '@docs/demo-data';

const ROW_COUNT = 100_000;
const SITES = ['Rotterdam', 'Lyon', 'Porto', 'Gdańsk', 'Tampere'] as const;
const START = Date.UTC(2025, 0, 6, 0, 0);

interface Reading {
  id: number;
  sensor: string;
  site: (typeof SITES)[number];
  time: Date;
  temperature: number;
  humidity: number;
  pressure: number;
  battery: number;
  status: 'OK' | 'Check' | 'Alarm';
}

// 100,000 readings built on demand from a fixed seed: the same rows on the server and in the browser.
function buildReadings(count: number): Reading[] {
  const random = seededRandom(2025);
  const rows: Reading[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const sensor = index % 250;
    const temperature = round(18 + 6 * Math.sin(index / 900) + random() * 3, 1);
    rows[index] = {
      id: index + 1,
      sensor: `TH-${String(sensor + 1).padStart(3, '0')}`,
      site: SITES[sensor % SITES.length],
      time: new Date(START + Math.floor(index / 250) * 60_000),
      temperature,
      humidity: round(40 + random() * 25, 1),
      pressure: round(1005 + random() * 20, 1),
      battery: Math.max(5, 100 - Math.floor(index / 1200) - Math.floor(random() * 4)),
      status: temperature > 25.5 ? 'Alarm' : temperature > 24 ? 'Check' : 'OK',
    };
  }
  return rows;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'site', headerName: 'Site', width: 120 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'pressure', headerName: 'Pressure (hPa)', type: 'number', width: 130 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 90 },
];

interface DomCount {
  rows: number;
  cells: number;
  context: GridRenderContext | null;
}

export default function VirtualSensorLogGrid() {
  const apiRef = useGridApiRef();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const rows = React.useMemo(() => buildReadings(ROW_COUNT), []);
  const [count, setCount] = React.useState<DomCount>({ rows: 0, cells: 0, context: null });

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    // Count what the browser really holds, one frame after the grid has rendered.
    const measure = (context?: GridRenderContext) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const root = rootRef.current;
        if (!root) return;
        setCount((previous) => ({
          rows: root.querySelectorAll(`.${gridClasses.row}`).length,
          cells: root.querySelectorAll('[role="gridcell"]').length,
          context: context ?? previous.context,
        }));
      });
    };
    const unsubscribe = api.subscribeEvent('scrollPositionChange', (params) => {
      measure(params.renderContext);
      // The grid widens its buffer while scrolling and narrows it again a second after the
      // scroll stops, so count once more when it has settled.
      clearTimeout(settle);
      settle = setTimeout(() => measure(api.state.virtualization.renderContext), 1200);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [apiRef]);

  const jump = (rowIndex: number) => apiRef.current?.scrollToIndexes({ rowIndex });

  const { context } = count;
  const stats = [
    { label: 'Rows in the data', value: ROW_COUNT.toLocaleString('en-US') },
    { label: 'Row elements in the DOM', value: count.rows || '…' },
    { label: 'Cell elements in the DOM', value: count.cells || '…' },
    {
      label: 'Rendered row indexes',
      value: context ? `${context.firstRowIndex}–${context.lastRowIndex - 1}` : '…',
    },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => jump(0)}>
          First reading
        </Button>
        <Button size="small" variant="outlined" onClick={() => jump(49_999)}>
          Reading 50,000
        </Button>
        <Button size="small" variant="outlined" onClick={() => jump(ROW_COUNT - 1)}>
          Last reading
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        {stats.map((stat) => (
          <Box
            key={stat.label}
            sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
          >
            <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{stat.label}</Box>
            <Box sx={{ typography: 'body2', fontFamily: 'monospace', fontWeight: 600 }}>
              {stat.value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box ref={rootRef} sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowHeight={36}
          label="Sensor readings"
        />
      </Box>
    </Stack>
  );
}
