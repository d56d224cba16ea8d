/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import sandboxPackages from '../../../scripts/lib/sandbox-packages.json';
import { site } from '../../../data/site';
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { BarChartPro, Heatmap } from '@mui/x-charts-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

// The pinned suite must work as one: Pro and Premium packages on top of the community ones, each
// installed once. Without a licence key every Pro render logs a banner; that noise is expected.
let consoleError: jest.SpyInstance;
beforeAll(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  // jsdom has no layout; charts and the grid measure their container through this.
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterAll(() => jest.restoreAllMocks());

function installedVersion(name: string): string {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

describe('the pinned MUI X suite', () => {
  it('installs every package at the same version', () => {
    // The list sandboxes pin their versions from names every MUI X package the site installs.
    const packages = sandboxPackages.filter((name) => name.startsWith('@mui/x-'));
    // The site model's packages, the licence package the paid ones share, and the grid's demo-data generator.
    expect([...packages].sort()).toEqual([...site.products.flatMap((product) => product.packages), '@mui/x-license', '@mui/x-data-grid-generator'].sort());
    const versions = new Set(packages.map(installedVersion));
    expect([...versions]).toEqual([process.env.LIB_VERSION]);
  });

  it('renders a Pro bar chart and a heatmap', () => {
    const { container } = render(
      <>
        <BarChartPro
          width={320}
          height={200}
          xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3'], zoom: true }]}
          series={[{ data: [4, 7, 3], label: 'Sales' }]}
        />
        <Heatmap
          width={320}
          height={200}
          xAxis={[{ data: [1, 2] }]}
          yAxis={[{ data: ['A', 'B'] }]}
          series={[{ data: [[0, 0, 1], [1, 1, 4]] }]}
        />
      </>,
    );
    expect(container.querySelectorAll('svg[class*="MuiChartsSurface-root"]')).toHaveLength(2);
    expect(container.querySelectorAll('.MuiBarElement-root').length).toBe(3);
    expect(screen.getAllByText('Q2').length).toBeGreaterThan(0);
  });

  it('renders a Pro tree with reordering enabled', () => {
    render(
      <RichTreeViewPro
        items={[{ id: 'grid', label: 'Data Grid', children: [{ id: 'sorting', label: 'Sorting' }] }]}
        defaultExpandedItems={['grid']}
        itemsReordering
      />,
    );
    expect(screen.getByRole('treeitem', { name: /Data Grid/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sorting')).toBeVisible();
  });

  it('renders a Premium grid and a Pro range calendar', () => {
    render(
      <div style={{ height: 300 }}>
        <DataGridPremium columns={[{ field: 'name', headerName: 'Name' }]} rows={[{ id: 1, name: 'Row one' }]} />
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateRangeCalendar />
        </LocalizationProvider>
      </div>,
    );
    // One grid for the Data Grid, one per month shown by the range calendar.
    expect(screen.getAllByRole('grid').length).toBeGreaterThan(1);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    expect(document.querySelector('.MuiDateRangeCalendar-root')).not.toBeNull();
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('Invalid hook call'));
  });
});
