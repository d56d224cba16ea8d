import { layoutSetting, parseLayout } from '../../../../src/shared/api/layoutPreference';

describe('API page layout preference', () => {
  it('uses the reference keys and defaults: grid pages expanded, others a table', () => {
    expect(layoutSetting('props', true)).toEqual({ key: 'dataGrid_apiPage_props', fallback: 'expanded' });
    expect(layoutSetting('slots', false)).toEqual({ key: 'apiPage_slots', fallback: 'table' });
    expect(layoutSetting('classes', false).key).toBe('apiPage_classes');
  });

  it('accepts stored layouts, JSON-quoted or bare, and ignores anything else', () => {
    expect(parseLayout('collapsed')).toBe('collapsed');
    expect(parseLayout('"expanded"')).toBe('expanded');
    expect(parseLayout('grid')).toBeNull();
    expect(parseLayout('')).toBeNull();
    expect(parseLayout(null)).toBeNull();
  });
});
