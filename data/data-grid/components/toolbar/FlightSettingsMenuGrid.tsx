import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGrid,
  GridColDef,
  GridDensity,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => time.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
];

interface Settings {
  density: GridDensity;
  columnBorders: boolean;
  footer: boolean;
}

const SettingsContext = React.createContext<{
  settings: Settings;
  setSettings: React.Dispatch<React.SetStateAction<Settings>>;
} | null>(null);

const DENSITIES: Array<{ value: GridDensity; label: string }> = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Comfortable rows' },
];

function SettingsToolbar() {
  const { settings, setSettings } = React.useContext(SettingsContext)!;
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = React.useId();
  const triggerId = React.useId();

  const check = (on: boolean) => (
    <ListItemIcon>{on ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
  );

  return (
    <Toolbar>
      <Typography component="h3" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Departures
      </Typography>
      <Tooltip title="Display settings">
        <ToolbarButton
          id={triggerId}
          aria-label="Display settings"
          aria-haspopup="true"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId, dense: true } }}
      >
        {DENSITIES.map(({ value, label }) => (
          <MenuItem
            key={value}
            role="menuitemradio"
            aria-checked={settings.density === value}
            onClick={() =>
              setSettings((current) => ({ ...current, density: value }))
            }
          >
            {check(settings.density === value)}
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={settings.columnBorders}
          onClick={() =>
            setSettings((current) => ({
              ...current,
              columnBorders: !current.columnBorders,
            }))
          }
        >
          {check(settings.columnBorders)}
          <ListItemText>Column borders</ListItemText>
        </MenuItem>
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={settings.footer}
          onClick={() =>
            setSettings((current) => ({ ...current, footer: !current.footer }))
          }
        >
          {check(settings.footer)}
          <ListItemText>Row count footer</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function FlightSettingsMenuGrid() {
  const [settings, setSettings] = React.useState<Settings>({
    density: 'compact',
    columnBorders: false,
    footer: true,
  });
  const context = React.useMemo(() => ({ settings, setSettings }), [settings]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        {JSON.stringify(settings)}
      </Box>
      <Box sx={{ height: 420 }}>
        <SettingsContext.Provider value={context}>
          <DataGrid
            rows={flights}
            columns={columns}
            density={settings.density}
            onDensityChange={(density) =>
              setSettings((current) => ({ ...current, density }))
            }
            showColumnVerticalBorder={settings.columnBorders}
            showCellVerticalBorder={settings.columnBorders}
            hideFooter={!settings.footer}
            slots={{ toolbar: SettingsToolbar }}
            showToolbar
          />
        </SettingsContext.Provider>
      </Box>
    </Box>
  );
}
