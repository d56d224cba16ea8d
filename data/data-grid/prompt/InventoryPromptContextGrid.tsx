import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';
import { createFakePromptService, type PromptContextColumn } from './fakePromptService';

type Source = 'none' | 'examples' | 'sampling';

function buildColumns(withExamples: boolean): GridColDef<InventoryItem>[] {
  return [
    { field: 'sku', headerName: 'SKU', width: 100 },
    { field: 'name', headerName: 'Item', flex: 1, minWidth: 160 },
    {
      field: 'category',
      headerName: 'Category',
      width: 120,
      examples: withExamples ? ['Tools', 'Fasteners', 'Electrical', 'Paint', 'Garden'] : undefined,
    },
    {
      field: 'warehouse',
      headerName: 'Warehouse',
      width: 120,
      examples: withExamples ? ['North', 'South', 'East'] : undefined,
    },
    { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
    {
      field: 'unitCost',
      headerName: 'Unit cost',
      type: 'number',
      width: 100,
      valueFormatter: (value: number) => (value == null ? '' : `$${value.toFixed(2)}`),
    },
  ];
}

export default function InventoryPromptContextGrid() {
  const [source, setSource] = React.useState<Source>('none');
  const [sent, setSent] = React.useState<string>('Send a prompt to see what leaves the grid.');
  const columns = React.useMemo(() => buildColumns(source === 'examples'), [source]);
  const service = React.useMemo(() => createFakePromptService({ latency: 700 }), []);

  const handlePrompt = React.useCallback(
    (prompt: string, promptContext: string, conversationId?: string) => {
      const context = JSON.parse(promptContext) as PromptContextColumn[];
      setSent(
        context
          .map((column) => `${column.field}: ${JSON.stringify(column.examples)}`)
          .join('\n'),
      );
      return service(prompt, promptContext, conversationId);
    },
    [service],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={source}
        onChange={(_event, value: Source | null) => value && setSource(value)}
        aria-label="Where the examples come from"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="none">No examples</ToggleButton>
        <ToggleButton value="examples">Column examples</ToggleButton>
        <ToggleButton value="sampling">Sample rows</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={inventory}
          columns={columns}
          showToolbar
          aiAssistant
          allowAiAssistantDataSampling={source === 'sampling'}
          onPrompt={handlePrompt}
          aiAssistantSuggestions={[
            { value: 'only Garden items' },
            { value: 'only North warehouse' },
            { value: 'sort by stock ascending' },
          ]}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Examples sent in the prompt context"
        sx={{
          m: 0,
          p: 1,
          height: 150,
          overflow: 'auto',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {`// examples per column in the last promptContext\n${sent}`}
      </Box>
    </Stack>
  );
}
