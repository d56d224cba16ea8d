import { demoStandIn } from '../../../../src/shared/demos/demoStandIn';

describe('demoStandIn', () => {
  it('gives a grid demo the table outline, whichever plan and whether the grid is in the demo file or a file it imports', () => {
    const grid = (name: string, from: string) => `import { ${name} } from '${from}';\nexport default () => <${name} rows={rows} columns={columns} />;`;
    expect(demoStandIn([grid('DataGrid', '@mui/x-data-grid')])).toBe('grid');
    expect(demoStandIn([grid('DataGridPro', '@mui/x-data-grid-pro')])).toBe('grid');
    expect(demoStandIn([grid('DataGridPremium', "@mui/x-data-grid-premium")])).toBe('grid');
    expect(demoStandIn(['import Box from "@mui/material/Box";', grid('DataGrid', '@mui/x-data-grid')])).toBe('grid');
  });

  it('gives a chart demo axes, and a pie or a gauge a ring', () => {
    expect(demoStandIn(["import { BarChart } from '@mui/x-charts/BarChart';\nexport default () => <BarChart series={[]} />;"])).toBe('chart');
    expect(demoStandIn(["import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';\nexport default () => <LineChartPro series={[]} />;"])).toBe('chart');
    expect(demoStandIn(["import { PieChart } from '@mui/x-charts/PieChart';\nexport default () => <PieChart series={[]} />;"])).toBe('pie');
    expect(demoStandIn(["import { Gauge } from '@mui/x-charts/Gauge';\nexport default () => <Gauge value={60} />;"])).toBe('pie');
  });

  it('gives none to demos that draw on the server, or only use the grid package’s helpers', () => {
    expect(demoStandIn(["import { DatePicker } from '@mui/x-date-pickers/DatePicker';\nexport default () => <DatePicker />;"])).toBeNull();
    expect(demoStandIn(["import { GridToolbarContainer } from '@mui/x-data-grid';\nexport default () => <GridToolbarContainer />;"])).toBeNull();
    expect(demoStandIn(['const text = "<DataGrid />";'])).toBeNull();
    expect(demoStandIn([])).toBeNull();
  });
});
