import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import {
  DataGrid,
  GridColDef,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuProps,
  GridColumnMenuSortItem,
} from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

type Unit = '°C' | '°F';

const UnitContext = React.createContext<{ unit: Unit; setUnit: (unit: Unit) => void }>({
  unit: '°C',
  setUnit: () => {},
});

/** A whole menu of our own: the sort items, a unit switch for the temperature, and Hide. */
function SensorColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, ...other } = props;
  const { unit, setUnit } = React.useContext(UnitContext);
  const next: Unit = unit === '°C' ? '°F' : '°C';

  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      {colDef.field === 'temperature' && (
        <MenuItem
          onClick={(event) => {
            setUnit(next);
            hideMenu(event);
          }}
        >
          <ListItemIcon>
            <ThermostatIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Show in {next}</ListItemText>
        </MenuItem>
      )}
      <Divider />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function SensorCustomMenuGrid() {
  const [unit, setUnit] = React.useState<Unit>('°C');
  const unitContext = React.useMemo(() => ({ unit, setUnit }), [unit]);

  const columns = React.useMemo<GridColDef<SensorReading>[]>(
    () => [
      { field: 'sensor', headerName: 'Sensor', width: 130 },
      {
        field: 'time',
        headerName: 'Time (UTC)',
        type: 'dateTime',
        width: 110,
        valueFormatter: (value: Date) => timeFormat.format(value),
      },
      {
        field: 'temperature',
        headerName: `Temperature (${unit})`,
        type: 'number',
        width: 150,
        valueGetter: (value: number) => (unit === '°C' ? value : (value * 9) / 5 + 32),
        valueFormatter: (value: number) => value.toFixed(1),
      },
      { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
    ],
    [unit],
  );

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
        }}
      >
        unit = {unit}
      </Box>
      <Box sx={{ height: 400 }}>
        <UnitContext.Provider value={unitContext}>
          <DataGrid
            rows={sensorReadings}
            columns={columns}
            slots={{ columnMenu: SensorColumnMenu }}
            hideFooter
          />
        </UnitContext.Provider>
      </Box>
    </Box>
  );
}
