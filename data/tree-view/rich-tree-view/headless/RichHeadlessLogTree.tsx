import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  RICH_TREE_VIEW_PLUGINS,
  type RichTreeViewPluginParameters,
} from '@mui/x-tree-view/RichTreeView';
import {
  RichTreeViewItems,
  TreeViewProvider,
  useTreeView,
  type ConvertPluginsIntoSignatures,
  type TreeViewPublicAPI,
} from '@mui/x-tree-view/internals';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import {
  useTreeViewExpansionLog,
  type UseTreeViewExpansionLogParameters,
} from './useTreeViewExpansionLog';
import { projectTasks } from './projectTasks';

const PLUGINS = [...RICH_TREE_VIEW_PLUGINS, useTreeViewExpansionLog] as const;
type Signatures = ConvertPluginsIntoSignatures<typeof PLUGINS>;

interface LoggingTreeViewProps
  extends RichTreeViewPluginParameters<TreeViewBaseItem, false>,
    UseTreeViewExpansionLogParameters {
  apiRef?: React.RefObject<TreeViewPublicAPI<Signatures> | undefined>;
}

// A tree view of our own: the plugins of RichTreeView plus ours, rendered into our own root.
function LoggingTreeView(props: LoggingTreeViewProps) {
  const { getRootProps, contextValue } = useTreeView<Signatures, LoggingTreeViewProps>({
    plugins: PLUGINS,
    props,
  });
  return (
    <TreeViewProvider contextValue={contextValue} classes={{}} slots={{}} slotProps={{}}>
      <Box component="ul" {...getRootProps()} sx={{ listStyle: 'none', m: 0, p: 0, outline: 0 }}>
        <RichTreeViewItems slots={{}} slotProps={{}} />
      </Box>
    </TreeViewProvider>
  );
}

export default function RichHeadlessLogTree() {
  const apiRef = React.useRef<TreeViewPublicAPI<Signatures> | undefined>(undefined);
  const [lines, setLines] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 300, overflow: 'auto' }}>
        <LoggingTreeView
          apiRef={apiRef}
          items={projectTasks}
          aria-label="Office move tasks"
          expansionLogSize={8}
          onExpansionLog={() => setLines(apiRef.current?.getExpansionLog() ?? [])}
        />
      </Box>
      <Stack spacing={1} sx={{ flex: { sm: 1 }, minWidth: 0 }}>
        <Box
          component="pre"
          role="region"
          aria-label="Expansion log kept by the plugin"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            height: { xs: 140, sm: 252 },
            overflow: 'auto',
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {lines.length ? lines.join('\n') : 'Open and close tasks: the plugin keeps the last 8 moves.'}
        </Box>
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            apiRef.current?.clearExpansionLog();
            setLines([]);
          }}
        >
          Clear the log
        </Button>
      </Stack>
    </Stack>
  );
}
