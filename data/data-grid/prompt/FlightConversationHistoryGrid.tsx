import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  Conversation,
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { flights, type Flight } from '@docs/demo-data';
import { createFakePromptService } from './fakePromptService';

const STATUSES = ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'];

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', flex: 1, minWidth: 150 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    examples: STATUSES,
    width: 120,
  },
  {
    field: 'seatsLeft',
    headerName: 'Seats left',
    description: 'Free seats still for sale',
    type: 'number',
    width: 110,
  },
];

const delayedResponse: PromptResponse = {
  conversationId: 'ops-morning',
  select: -1,
  filters: [{ column: 'status', operator: 'is', value: 'Delayed' }],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
};

// History saved from an earlier session, e.g. in local storage or on your server.
const savedConversations: Conversation[] = [
  {
    id: 'ops-morning',
    title: 'only delayed flights',
    prompts: [
      {
        value: 'only delayed flights',
        createdAt: new Date(Date.UTC(2025, 5, 2, 7, 40)),
        variant: 'success',
        response: delayedResponse,
      },
    ],
  },
];

export default function FlightConversationHistoryGrid() {
  const apiRef = useGridApiRef();
  const [conversations, setConversations] = React.useState<Conversation[]>(savedConversations);
  const [activeIndex, setActiveIndex] = React.useState(0);
  const service = React.useMemo(
    () =>
      createFakePromptService({
        latency: 700,
        knownConversations: { 'ops-morning': delayedResponse },
      }),
    [],
  );

  // 8.8.0 skips a controlled index of 0 once the grid is mounted: apply it through the API.
  React.useEffect(() => {
    if (activeIndex === 0 && conversations.length > 0) {
      apiRef.current?.aiAssistant.setActiveConversationIndex(0);
    }
  }, [apiRef, activeIndex, conversations]);

  const summary = conversations.map((conversation, index) => ({
    index,
    id: conversation.id ?? null,
    title: conversation.title ?? null,
    prompts: conversation.prompts.map((prompt) => `${prompt.value} (${prompt.variant})`),
  }));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setConversations(savedConversations);
            setActiveIndex(0);
          }}
        >
          Restore saved history
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={flights}
          columns={columns}
          showToolbar
          aiAssistant
          onPrompt={service}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          aiAssistantActiveConversationIndex={activeIndex}
          onAiAssistantActiveConversationIndexChange={setActiveIndex}
          aiAssistantSuggestions={[
            { value: 'sort by seats descending' },
            { value: 'group by airline' },
            { value: 'average seats by airline' },
            { value: 'start over' },
          ]}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Conversation state"
        sx={{
          m: 0,
          p: 1,
          height: 200,
          overflow: 'auto',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {`aiAssistantActiveConversationIndex = ${activeIndex}\naiAssistantConversations = ${JSON.stringify(summary, null, 2)}`}
      </Box>
    </Stack>
  );
}
