import { closestMatches, DocsLookupError } from '../../../../src/node/mcp/closestMatches';

const NAMES = ['DataGrid', 'DataGridPro', 'DataGridPremium', 'GridColDef', 'GridActionsColDef', 'GridApi', 'PieChart', 'BarChart', 'DatePicker', 'DateRangePicker', 'TimePicker'];

describe('closestMatches', () => {
  it('puts the same name in another casing or spelling first', () => {
    expect(closestMatches('datagrid', NAMES)[0]).toBe('DataGrid');
    expect(closestMatches('data-grid', NAMES)[0]).toBe('DataGrid');
    expect(closestMatches('date_picker', NAMES)[0]).toBe('DatePicker');
  });

  it('finds a name from its beginning, shorter names first', () => {
    expect(closestMatches('DataGridP', NAMES)).toEqual(['DataGridPro', 'DataGridPremium', 'DataGrid']);
  });

  it('finds a name from a part of it', () => {
    expect(closestMatches('ColDef', NAMES)).toEqual(['GridColDef', 'GridActionsColDef']);
    expect(closestMatches('Chart', NAMES)).toEqual(['BarChart', 'PieChart']);
  });

  it('forgives a slip of a few letters', () => {
    expect(closestMatches('DataGird', NAMES)[0]).toBe('DataGrid');
    expect(closestMatches('PeiChart', NAMES)[0]).toBe('PieChart');
    expect(closestMatches('TimePikcer', NAMES)[0]).toBe('TimePicker');
  });

  it('suggests nothing far off, and at most the limit', () => {
    expect(closestMatches('Scheduler', NAMES)).toEqual([]);
    expect(closestMatches('', NAMES)).toEqual([]);
    expect(closestMatches('Grid', NAMES, 2)).toHaveLength(2);
  });

  it('lists a repeated candidate once', () => {
    expect(closestMatches('DataGrid', ['DataGrid', 'DataGrid'])).toEqual(['DataGrid']);
  });
});

describe('DocsLookupError', () => {
  it('names what is missing, then the closest, then the hint', () => {
    const error = new DocsLookupError('No demo named "X"', ['Y', 'Z'], 'Give the page too.');
    expect(error.message).toBe('No demo named "X". Closest: Y, Z. Give the page too.');
    expect(error.suggestions).toEqual(['Y', 'Z']);
    expect(new DocsLookupError('No page', []).message).toBe('No page.');
  });
});
