import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  Unstable_FunnelChart as FunnelChart,
  type FunnelItemIdentifier,
} from '@mui/x-charts-pro/FunnelChart';
import { checkoutFunnel } from './funnelData';

export default function CheckoutFunnelHighlightClick() {
  const [clicked, setClicked] = React.useState<FunnelItemIdentifier | null>(null);
  const step = clicked ? checkoutFunnel[clicked.dataIndex] : null;
  const previous = clicked && clicked.dataIndex > 0 ? checkoutFunnel[clicked.dataIndex - 1] : null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', height: 320 }}>
        <FunnelChart
          onItemClick={(_event, identifier) => setClicked(identifier)}
          series={[
            {
              id: 'checkout',
              data: checkoutFunnel,
              highlightScope: { highlight: 'item', fade: 'global' },
              valueFormatter: (item) => item.value.toLocaleString('en-US'),
            },
          ]}
        />
      </Box>
      <Box
        sx={{
          height: 72,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {clicked && step ? (
          <React.Fragment>
            <div>{`onItemClick → ${JSON.stringify(clicked)}`}</div>
            <div>
              {previous
                ? `${step.label}: ${step.value.toLocaleString('en-US')}, ${((step.value / previous.value) * 100).toFixed(1)}% of "${previous.label}"`
                : `${step.label}: ${step.value.toLocaleString('en-US')}, the top of the funnel`}
            </div>
          </React.Fragment>
        ) : (
          'Click a section to see its conversion from the step before.'
        )}
      </Box>
    </Stack>
  );
}
