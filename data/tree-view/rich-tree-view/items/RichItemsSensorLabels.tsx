import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface SensorNode {
  id: string;
  name: string;
  /** Last reading in degrees Celsius; zones have none. */
  celsius?: number;
  children?: SensorNode[];
}

const plant: SensorNode[] = [
  {
    id: 'zone-boiler',
    name: 'Boiler room',
    children: [
      { id: 'sensor-b1', name: 'Boiler 1 outlet', celsius: 78.5 },
      { id: 'sensor-b2', name: 'Boiler 2 outlet', celsius: 74.2 },
    ],
  },
  {
    id: 'zone-cold',
    name: 'Cold store',
    children: [
      { id: 'sensor-c1', name: 'Freezer A', celsius: -19.8 },
      { id: 'sensor-c2', name: 'Chiller door', celsius: 3.6 },
    ],
  },
];

type Unit = 'C' | 'F';

export default function RichItemsSensorLabels() {
  const [unit, setUnit] = React.useState<Unit>('C');

  // The label depends on state, so memoize it: a new function on every render
  // would make the tree rebuild its items each time.
  const getItemLabel = React.useCallback(
    (node: SensorNode) => {
      if (node.celsius === undefined) {
        return node.name;
      }
      const value = unit === 'C' ? node.celsius : node.celsius * 1.8 + 32;
      return `${node.name}: ${value.toFixed(1)} °${unit}`;
    },
    [unit],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={unit}
        onChange={(_event, next: Unit | null) => next && setUnit(next)}
        aria-label="Temperature unit"
      >
        <ToggleButton value="C">Celsius</ToggleButton>
        <ToggleButton value="F">Fahrenheit</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ minHeight: 220 }}>
        <RichTreeView
          items={plant}
          getItemLabel={getItemLabel}
          defaultExpandedItems={['zone-boiler', 'zone-cold']}
        />
      </Box>
    </Stack>
  );
}
