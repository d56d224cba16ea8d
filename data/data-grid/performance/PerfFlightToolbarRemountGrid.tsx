import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, Toolbar } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
];

function createMountCounter() {
  let mounts = 0;
  return {
    bump: () => {
      mounts += 1;
    },
    read: () => mounts,
  };
}

const MountCount = React.createContext(createMountCounter());

// The toolbar keeps its own draft text; a remount throws the draft away.
function AnnouncementToolbar() {
  const counter = React.useContext(MountCount);
  const [draft, setDraft] = React.useState('');
  React.useEffect(() => {
    counter.bump();
  }, [counter]);
  return (
    <Toolbar>
      <TextField
        size="small"
        label="Gate announcement draft"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
      />
    </Toolbar>
  );
}

// Defined once at module level: the same component type on every render.
const stableSlots = { toolbar: AnnouncementToolbar };

export default function PerfFlightToolbarRemountGrid() {
  const [counter] = React.useState(createMountCounter);
  const [inline, setInline] = React.useState(false);
  const [refreshes, setRefreshes] = React.useState(0);
  const mountsRef = React.useRef<HTMLSpanElement>(null);

  // Print the mount count without React state: a state update here would re-render this
  // component, and with the inline toolbar that re-render would itself remount the toolbar.
  React.useEffect(() => {
    const timer = setInterval(() => {
      if (mountsRef.current) {
        mountsRef.current.textContent = String(counter.read());
      }
    }, 150);
    return () => clearInterval(timer);
  }, [counter]);

  // The mistake: a component type created during render is a new type every time,
  // so React unmounts the old toolbar and mounts a fresh one.
  const slots = inline
    ? {
        toolbar: function InlineToolbar() {
          return <AnnouncementToolbar />;
        },
      }
    : stableSlots;

  return (
    <MountCount.Provider value={counter}>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Switch checked={inline} onChange={(event) => setInline(event.target.checked)} />
            }
            label="Toolbar component defined inside the demo component"
          />
          <Button size="small" variant="outlined" onClick={() => setRefreshes((n) => n + 1)}>
            Refresh board
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 20 }}>
          board refreshes: {refreshes} · toolbar mounts: <span ref={mountsRef} />
        </Typography>
        <Box sx={{ height: 380 }}>
          <DataGrid
            rows={flights}
            columns={columns}
            slots={slots}
            showToolbar
            hideFooter
          />
        </Box>
      </Stack>
    </MountCount.Provider>
  );
}
