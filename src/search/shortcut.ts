type Key = Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>;

/** ⌘K on macOS, Ctrl+K elsewhere (either works everywhere). */
export function isSearchShortcut(event: Key): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** A character typed on the focused search button: it opens the dialog with that character. */
export function typedCharacter(event: Key): string | null {
  if (event.metaKey || event.ctrlKey || event.altKey) return null;
  // Space and Enter press the button; named keys (Tab, ArrowDown) are longer than one character.
  return [...event.key].length === 1 && event.key.trim() !== '' ? event.key : null;
}

export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(userAgent);
}
