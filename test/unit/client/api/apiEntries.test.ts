import { classEntries, propEntries, slotEntries } from '../../../../src/client/api/apiEntries';
import { entryAnchor } from '../../../../src/shared/api/entryAnchor';
import { matchesFilter } from '../../../../src/client/api/entryFilter';

const labels = { type: 'Type', default: 'Default', className: 'Class name' };

describe('API entries', () => {
  it('filters by name or by the text of the description, ignoring case and markup', () => {
    expect(matchesFilter('', 'rows', '')).toBe(true);
    expect(matchesFilter('ROWS', 'rows', '')).toBe(true);
    expect(matchesFilter('selected rows', 'rowSelectionModel', '<p>The <code>selected rows</code>.</p>')).toBe(true);
    expect(matchesFilter('code', 'rows', '<p>The <code>rows</code>.</p>')).toBe(false);
    expect(matchesFilter('  columns ', 'columns', '')).toBe(true);
  });

  it('anchors props, slots and classes under the page name', () => {
    expect(entryAnchor('grid-col-def', 'prop', 'field')).toBe('grid-col-def-prop-field');
    const props = propEntries(
      [{ name: 'rows', typeHtml: 'GridRowsProp', required: true, descriptionHtml: '<p>Rows.</p>', plan: 'pro' }],
      'data-grid',
      labels,
    );
    expect(props[0]).toMatchObject({
      anchor: 'data-grid-prop-rows',
      required: true,
      plan: 'pro',
      cells: [
        { label: 'Type', codeHtml: 'GridRowsProp' },
        { label: 'Default', code: '' },
      ],
    });
    // Slot defaults and class names are plain code: React escapes them, no HTML is built.
    const [slot] = slotEntries([{ name: 'toolbar', descriptionHtml: '', default: '<Toolbar>', className: 'MuiX-toolbar' }], 'data-grid', labels);
    expect(slot.anchor).toBe('data-grid-slot-toolbar');
    expect(slot.cells).toEqual([
      { label: 'Default', code: '<Toolbar>' },
      { label: 'Class name', code: '.MuiX-toolbar' },
    ]);
    const [selected] = classEntries([{ key: 'selected', className: 'Mui-selected', descriptionHtml: '', isGlobal: true }], 'pickers-day', labels);
    expect(selected).toMatchObject({ anchor: 'pickers-day-classes-selected', isGlobal: true, cells: [{ code: '.Mui-selected' }] });
  });
});
