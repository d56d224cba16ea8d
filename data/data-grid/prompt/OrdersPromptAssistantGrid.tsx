import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
  PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';
import { createFakePromptService } from './fakePromptService';

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'country',
    headerName: 'Country',
    width: 130,
    // Tells the service which values live in this column.
    examples: ['Germany', 'France', 'Japan', 'Canada', 'Kenya'],
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 110,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: usd,
  },
  {
    field: 'total',
    headerName: 'Total',
    description: 'Revenue of the order, in US dollars',
    type: 'number',
    width: 110,
    valueFormatter: usd,
  },
];

const suggestions: PromptSuggestion[] = [
  { value: 'sort by price descending' },
  { value: 'only orders from Germany' },
  { value: 'group by status' },
  { value: 'total revenue by country' },
  { value: 'delete all refunded orders' },
];

type Exchange = {
  prompt: string;
  conversationId?: string;
  context: unknown[];
  outcome: 'waiting…' | PromptResponse | { error: string };
};

function printExchange(exchange: Exchange | null) {
  if (!exchange) {
    return 'Open the assistant (sparkle button in the toolbar) and send a prompt.';
  }
  const context = exchange.context.map((column) => `    ${JSON.stringify(column)}`).join(',\n');
  const outcome =
    typeof exchange.outcome === 'string'
      ? exchange.outcome
      : JSON.stringify(exchange.outcome, null, 2);
  return [
    '// onPrompt(prompt, promptContext, conversationId)',
    `prompt = ${JSON.stringify(exchange.prompt)}`,
    `conversationId = ${JSON.stringify(exchange.conversationId ?? null)}`,
    '',
    '// what the service answered',
    outcome,
    '',
    '// promptContext, as the grid built it',
    `[\n${context}\n]`,
  ].join('\n');
}

export default function OrdersPromptAssistantGrid() {
  const [exchange, setExchange] = React.useState<Exchange | null>(null);
  const service = React.useMemo(() => createFakePromptService({ latency: 900 }), []);

  const handlePrompt = React.useCallback(
    async (prompt: string, promptContext: string, conversationId?: string) => {
      const base = { prompt, conversationId, context: JSON.parse(promptContext) as unknown[] };
      setExchange({ ...base, outcome: 'waiting…' });
      try {
        const response = await service(prompt, promptContext, conversationId);
        setExchange({ ...base, outcome: response });
        return response;
      } catch (error) {
        setExchange({ ...base, outcome: { error: (error as Error).message } });
        throw error;
      }
    },
    [service],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          showToolbar
          aiAssistant
          onPrompt={handlePrompt}
          aiAssistantSuggestions={suggestions}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Last prompt request and response"
        sx={{
          m: 0,
          p: 1,
          height: 260,
          overflow: 'auto',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {printExchange(exchange)}
      </Box>
    </Stack>
  );
}
