import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ServerSizedCharts } from '../../../../src/client/demos/ServerSizedCharts';
import { MuiThemeIsland } from '../../../../src/client/theme/MuiThemeIsland';
import { PreferencesProvider } from '../../../../src/client/preferences/PreferencesContext';

/**
 * A chart demo as a page holds it: the demo's generated root renders it in a theme island, and the
 * chart fills a box the demo sizes, with no size of its own.
 */
export function ChartDemo({ height }: { height?: number }) {
  return (
    <PreferencesProvider>
      <ServerSizedCharts>
        <MuiThemeIsland>
          <div style={{ width: '100%', aspectRatio: '16 / 9' }}>
            <BarChart height={height} xAxis={[{ data: ['Mon', 'Tue', 'Wed'], scaleType: 'band' }]} series={[{ data: [4, 7, 2], label: 'Orders' }]} />
          </div>
        </MuiThemeIsland>
      </ServerSizedCharts>
    </PreferencesProvider>
  );
}

