/** @jest-environment jsdom */
import * as React from 'react';
import ProductionError from '../../../../pages/x/production-error';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('the production-error page', () => {
  it('shows the full message of the code in the address', () => {
    window.history.replaceState(null, '', '/x/production-error/?code=3&args[]=charts%2FBars');
    const view = renderWithProviders(<ProductionError />, { pathname: '/x/production-error' });
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Error #3');
    expect(view.getByTestId('production-error').querySelector('pre')!.textContent).toBe('No live-edit scope is registered for charts/Bars; run `npm run generate`');
  });
  it('says so for an unknown or missing code', () => {
    for (const search of ['?code=999', '?code=abc', '']) {
      window.history.replaceState(null, '', `/x/production-error/${search}`);
      const view = renderWithProviders(<ProductionError />, { pathname: '/x/production-error' });
      expect(view.getByTestId('production-error').textContent).toMatch(/no known error code/);
      view.unmount();
    }
  });
});
