import { isSearchShortcut, queryEdit, typedCharacter } from '../../../../src/shared/search/shortcut';

describe('keyboard', () => {
  const key = (value: string, modifiers: Partial<Record<'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({ key: value, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...modifiers });

  it('opens on ⌘K and Ctrl+K only', () => {
    expect(isSearchShortcut(key('k', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('takes printable characters typed on the button, not keys that press or move', () => {
    expect(typedCharacter(key('p'))).toBe('p');
    expect(typedCharacter(key('P', { shiftKey: true }))).toBe('P');
    for (const other of [key(' '), key('Enter'), key('Tab'), key('ArrowDown'), key('c', { ctrlKey: true })]) expect(typedCharacter(other)).toBeNull();
  });

  it('replays keys typed while the dialog loads into its query, Backspace included', () => {
    const typed = ['s', 'o', 'r', 'x', 'Backspace', 't', 'i', 'n', 'g', ' ', 'Shift', 'A', 'ArrowLeft', 'Tab', 'Enter'].map((value) => key(value, { shiftKey: value === 'A' }));
    expect(typed.reduce((query, event) => queryEdit(event)?.(query) ?? query, '')).toBe('sorting A');
    expect(queryEdit(key('Backspace'))?.('')).toBe('');
    // One character, even when it takes two UTF-16 units.
    expect(queryEdit(key('Backspace'))?.('grid 🚀')).toBe('grid ');
    expect(queryEdit(key('a', { ctrlKey: true }))).toBeNull();
    expect(queryEdit(key('v', { metaKey: true }))).toBeNull();
  });
});
