import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, Toolbar } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

type Definition = 'module' | 'memo' | 'inline';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const rows = flights.slice(0, 6);

/** Counts how many times the toolbar content was mounted since the last reset. */
class MountCounter {
  private count = 0;

  next() {
    this.count += 1;
    return this.count;
  }

  reset() {
    this.count = 0;
  }
}

interface NoteState {
  note: string;
  setNote: (note: string) => void;
  mounts: MountCounter;
}

const NoteContext = React.createContext<NoteState | null>(null);

/** The toolbar's content: a controlled input, and how many times it was mounted. */
function GateNoteToolbar({ note, setNote, mounts }: NoteState) {
  // Runs once per mount: a remount starts with a new number (and loses focus).
  const [mountNumber] = React.useState(() => mounts.next());

  return (
    <Toolbar style={{ gap: 12, flexWrap: 'wrap', minHeight: 64 }}>
      <TextField
        size="small"
        label="Note for the gate agents"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        sx={{ flex: 1, minWidth: 180 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 130 }}>
        {`Mounted ${mountNumber} ${mountNumber === 1 ? 'time' : 'times'}`}
      </Typography>
    </Toolbar>
  );
}

// 1. Module level: one component type for the lifetime of the app.
function ModuleLevelToolbar() {
  const state = React.useContext(NoteContext)!;
  return <GateNoteToolbar {...state} />;
}

export default function SlotsStableToolbarGrid() {
  const [definition, setDefinition] = React.useState<Definition>('module');
  const [note, setNote] = React.useState('Boarding by zones today');
  const [mounts] = React.useState(() => new MountCounter());
  const state = React.useMemo(() => ({ note, setNote, mounts }), [note, mounts]);

  // 2. Memoised: created once per mount of this demo, then reused.
  const MemoToolbar = React.useMemo(
    () =>
      function MemoToolbar() {
        const memoState = React.useContext(NoteContext)!;
        return <GateNoteToolbar {...memoState} />;
      },
    [],
  );

  // 3. Inline: a new component type on every render of this demo.
  const InlineToolbar = () => <GateNoteToolbar note={note} setNote={setNote} mounts={mounts} />;

  const toolbar =
    definition === 'module' ? ModuleLevelToolbar : definition === 'memo' ? MemoToolbar : InlineToolbar;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={definition}
        onChange={(_event, value: Definition | null) => {
          if (value) {
            mounts.reset();
            setDefinition(value);
          }
        }}
        aria-label="Where the toolbar component is defined"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="module">Module level</ToggleButton>
        <ToggleButton value="memo">useMemo</ToggleButton>
        <ToggleButton value="inline">Inline in render</ToggleButton>
      </ToggleButtonGroup>
      <NoteContext.Provider value={state}>
        <Box sx={{ height: 360, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            slots={{ toolbar }}
          />
        </Box>
      </NoteContext.Provider>
    </Stack>
  );
}
