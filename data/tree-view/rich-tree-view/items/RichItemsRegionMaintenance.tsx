import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions: TreeViewBaseItem[] = [
  {
    id: 'region-eu-west',
    label: 'eu-west',
    children: [
      { id: 'cluster-dublin-a', label: 'dublin-a (42 nodes)' },
      { id: 'cluster-dublin-b', label: 'dublin-b (18 nodes)' },
    ],
  },
  {
    id: 'region-us-east',
    label: 'us-east',
    children: [{ id: 'cluster-virginia', label: 'virginia (96 nodes)' }],
  },
  {
    id: 'region-ap-south',
    label: 'ap-south',
    children: [{ id: 'cluster-mumbai', label: 'mumbai (24 nodes)' }],
  },
];

export default function RichItemsRegionMaintenance() {
  const apiRef = useTreeViewApiRef();
  const [inMaintenance, setInMaintenance] = React.useState<string[]>([]);

  const toggle = (regionId: string, shouldBeDisabled: boolean) => {
    apiRef.current?.setIsItemDisabled({ itemId: regionId, shouldBeDisabled });
    setInMaintenance((previous) =>
      shouldBeDisabled ? [...previous, regionId] : previous.filter((id) => id !== regionId),
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <FormGroup role="group" aria-label="Maintenance windows">
        {regions.map((region) => (
          <FormControlLabel
            key={region.id}
            control={
              <Switch
                checked={inMaintenance.includes(region.id)}
                onChange={(event) => toggle(region.id, event.target.checked)}
              />
            }
            label={`${region.label} in maintenance`}
          />
        ))}
      </FormGroup>
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 220 }}>
        <RichTreeView
          apiRef={apiRef}
          items={regions}
          multiSelect
          defaultExpandedItems={['region-eu-west', 'region-us-east']}
        />
      </Box>
    </Stack>
  );
}
