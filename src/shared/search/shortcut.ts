type Key = Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>;

/** ⌘K on macOS, Ctrl+K elsewhere (either works everywhere). */
export function isSearchShortcut(event: Key): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

// Named keys (Tab, ArrowDown) are longer than one character; with a modifier a key is a command.
const printable = (event: Key) => !(event.metaKey || event.ctrlKey || event.altKey) && [...event.key].length === 1;

/** A character typed on the focused search button: it opens the dialog with that character. */
export function typedCharacter(event: Key): string | null {
  // Space and Enter press the button.
  return printable(event) && event.key.trim() !== '' ? event.key : null;
}

/**
 * What a key pressed while the dialog is still loading does to the query it will open with:
 * a character (space too) is appended, Backspace removes the last one. Null for other keys.
 */
export function queryEdit(event: Key): ((query: string) => string) | null {
  const { key } = event;
  if (key === 'Backspace') return (query) => [...query].slice(0, -1).join('');
  return printable(event) ? (query) => query + key : null;
}

export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(userAgent);
}
