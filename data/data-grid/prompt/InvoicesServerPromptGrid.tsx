import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  PromptResponse,
} from '@mui/x-data-grid-premium';
import type { Invoice } from '@docs/demo-data';
import { createFakePromptService } from './fakePromptService';
import { distinctInvoiceValues, queryInvoices } from './fakeInvoiceServer';

type Examples = { client: string[]; status: string[] };

function buildColumns(examples: Examples): GridColDef<Invoice>[] {
  return [
    { field: 'number', headerName: 'Invoice', width: 130 },
    { field: 'client', headerName: 'Client', flex: 1, minWidth: 170, examples: examples.client },
    {
      field: 'status',
      headerName: 'Status',
      type: 'singleSelect',
      valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
      examples: examples.status,
      width: 110,
    },
    {
      field: 'amount',
      headerName: 'Amount',
      description: 'Amount due, in euros',
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
    },
  ];
}

export default function InvoicesServerPromptGrid() {
  const [examples, setExamples] = React.useState<Examples>({ client: [], status: [] });
  const [lastParams, setLastParams] = React.useState<GridGetRowsParams | null>(null);
  const [lastResponse, setLastResponse] = React.useState<PromptResponse | null>(null);
  const columns = React.useMemo(() => buildColumns(examples), [examples]);
  const service = React.useMemo(() => createFakePromptService({ latency: 700 }), []);

  // Ask the server once for the values the prompt service may need to recognise.
  React.useEffect(() => {
    let active = true;
    Promise.all([distinctInvoiceValues('client'), distinctInvoiceValues('status')]).then(
      ([client, status]) => {
        if (active) {
          setExamples({ client, status });
        }
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastParams(params);
        return queryInvoices({
          filterModel: params.filterModel,
          sortModel: params.sortModel,
          paginationModel: params.paginationModel ?? { page: 0, pageSize: 8 },
        });
      },
    }),
    [],
  );

  const handlePrompt = React.useCallback(
    async (prompt: string, promptContext: string, conversationId?: string) => {
      const response = await service(prompt, promptContext, conversationId);
      setLastResponse(response);
      return response;
    },
    [service],
  );

  const printed = [
    '// last getRows() call',
    lastParams
      ? JSON.stringify({
          filterModel: { items: lastParams.filterModel.items },
          sortModel: lastParams.sortModel,
          paginationModel: lastParams.paginationModel,
        })
      : 'waiting…',
    '',
    '// last prompt response',
    lastResponse ? JSON.stringify(lastResponse) : 'none yet',
  ].join('\n');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          pagination
          pageSizeOptions={[8]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 8 }, rowCount: 0 } }}
          disableRowGrouping
          disableAggregation
          disablePivoting
          showToolbar
          aiAssistant
          onPrompt={handlePrompt}
          aiAssistantSuggestions={[
            { value: 'only Overdue invoices' },
            { value: 'sort by amount descending' },
            { value: 'only Pixel Harbor Games' },
            { value: 'group by client' },
          ]}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Last server request and prompt response"
        sx={{
          m: 0,
          p: 1,
          height: 170,
          overflow: 'auto',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {printed}
      </Box>
    </Stack>
  );
}
