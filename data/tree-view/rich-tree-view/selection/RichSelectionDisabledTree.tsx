import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { driveFolders } from './driveFolders';
import { namedCheckboxItemProps } from './namedCheckbox';

export default function RichSelectionDisabledTree() {
  const [disableSelection, setDisableSelection] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableSelection}
            onChange={(event) => setDisableSelection(event.target.checked)}
          />
        }
        label="disableSelection"
      />
      <Box sx={{ height: 280, overflow: 'auto' }}>
        <RichTreeView
          items={driveFolders}
          checkboxSelection
          slotProps={{ item: namedCheckboxItemProps }}
          multiSelect
          defaultSelectedItems={['finance/budgets']}
          defaultExpandedItems={['finance']}
          disableSelection={disableSelection}
        />
      </Box>
    </Stack>
  );
}
