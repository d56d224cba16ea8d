import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const sorted = values
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    if (sorted.length === 0) {
      return null;
    }
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? sorted[middle]
      : (sorted[middle - 1] + sorted[middle]) / 2;
  },
};

const spread: GridAggregationFunction<number, number | null> = {
  label: 'spread',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    if (numbers.length === 0) {
      return null;
    }
    return Math.max(...numbers) - Math.min(...numbers);
  },
};

// Keep sum, avg, min and max; leave out `size`; add two functions of our own.
const { size: _unusedSize, ...builtIns } = GRID_AGGREGATION_FUNCTIONS;
const aggregationFunctions = { ...builtIns, median, spread };

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 190,
    aggregable: false,
    valueFormatter: (value?: Date) =>
      value?.toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' }),
  },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => (value == null ? '' : `${value.toFixed(1)} °C`),
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => (value == null ? '' : `${value.toFixed(0)} %`),
  },
];

export default function SensorCustomFunctionsGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={sensorReadings}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['sensor'] },
          columns: { columnVisibilityModel: { sensor: false } },
          aggregation: { model: { temperature: 'median', humidity: 'spread' } },
        }}
      />
    </Box>
  );
}
