import { createTheme } from '@mui/material/styles';
import { SERVER_CHART_SIZE, chartThemeFor } from '../../../../src/client/theme/chartDrawingPhase';

const theme = createTheme();

describe('chartThemeFor', () => {
  it('gives charts a size and no animation on the server, no size once measured, and the page theme when live', () => {
    const server = chartThemeFor('server')(theme);
    expect(server.components?.MuiChartDataProvider?.defaultProps).toEqual({ ...SERVER_CHART_SIZE, skipAnimation: true });
    expect(chartThemeFor('measured')(theme).components?.MuiChartDataProvider?.defaultProps).toEqual({ skipAnimation: true });
    expect(chartThemeFor('live')(theme)).toBe(theme);
  });
});
