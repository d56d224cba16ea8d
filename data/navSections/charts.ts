import type { MuiPage } from '../../src/shared/nav/navTypes';
import { toApiPages } from '../../src/shared/nav/apiRoutes';
import { chartsComponents, chartsInterfaces } from '../../src/shared/site/apiPageLists';

export const chartsSection: MuiPage = {
  pathname: '/x/react-charts-group',
  title: 'Charts',
  children: [
    { pathname: '/x/react-charts', title: 'Overview' },
    { pathname: '/x/react-charts/quickstart', title: 'Quickstart' },
    {
      pathname: '/x/react-chart-components',
      children: [
        {
          pathname: '/x/react-charts-bars',
          title: 'Bars',
          children: [
            { pathname: '/x/react-charts/bars', title: 'Bars overview' },
            { pathname: '/x/react-charts/bar-demo', title: 'Demos' },
          ],
        },
        {
          pathname: '/x/react-charts-lines',
          title: 'Lines',
          children: [
            { pathname: '/x/react-charts/lines', title: 'Lines overview' },
            { pathname: '/x/react-charts/line-demo', title: 'Lines demo' },
            { pathname: '/x/react-charts/areas-demo', title: 'Area demo' },
          ],
        },
        {
          pathname: '/x/react-charts-pie',
          title: 'Pie',
          children: [
            { pathname: '/x/react-charts/pie', title: 'Pie overview' },
            { pathname: '/x/react-charts/pie-demo', title: 'Demo' },
          ],
        },
        {
          pathname: '/x/react-charts-scatter',
          title: 'Scatter',
          children: [
            { pathname: '/x/react-charts/scatter', title: 'Scatter overview' },
            { pathname: '/x/react-charts/scatter-demo', title: 'Demo' },
          ],
        },
        { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
        { pathname: '/x/react-charts/gauge' },
        { pathname: '/x/react-charts/radar', unstable: true },
        { pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro' },
        { pathname: '/x/react-charts/funnel', title: 'Funnel', plan: 'pro', unstable: true },
        {
          pathname: '/x/react-charts/main-features',
          children: [
            { pathname: '/x/react-charts/axis' },
            { pathname: '/x/react-charts/components', title: 'Custom components' },
            { pathname: '/x/react-charts/composition' },
            { pathname: '/x/react-charts/label' },
            { pathname: '/x/react-charts/legend' },
            { pathname: '/x/react-charts/stacking' },
            { pathname: '/x/react-charts/styling' },
            { pathname: '/x/react-charts/tooltip' },
            { pathname: '/x/react-charts/highlighting' },
            { pathname: '/x/react-charts/zoom-and-pan', title: 'Zoom and pan', plan: 'pro' },
          ],
          subheader: 'Main features',
        },
        {
          pathname: '/x/api/chart-resources',
          children: [
            {
              pathname: '/x/api/charts-group',
              title: 'API reference',
              children: [
                ...toApiPages('charts', chartsComponents),
                {
                  pathname: '/x/api/charts-interfaces-group',
                  children: [...toApiPages('charts', chartsInterfaces)],
                  subheader: 'Interfaces',
                },
              ],
            },
          ],
          subheader: 'Resources',
        },
        {
          pathname: '/x/react-charts-future',
          children: [
            { pathname: '/x/react-charts/treemap', title: 'Treemap', planned: true },
            { pathname: '/x/react-charts/sankey', plan: 'pro', planned: true },
            { pathname: '/x/react-charts/gantt', plan: 'pro', planned: true },
          ],
          subheader: 'Future components',
        },
      ],
      subheader: 'Components',
    },
  ],
};
