// The API entries a page keeps as server HTML (see `KeptServerHtml`) still answer the reader:
// these helpers do on that DOM what the React entries do with state, until React takes over.

/** Opens or closes a kept entry from its toggle button, as the React list does. */
export function toggleKeptEntry(button: HTMLButtonElement, open = button.getAttribute('aria-expanded') !== 'true'): void {
  const details = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!details) return;
  button.setAttribute('aria-expanded', String(open));
  details.hidden = !open;
}

/** The names of the entries the reader opened or closed against the layout's default. */
export function keptFlips(region: HTMLElement, expanded: boolean, nameOf: (anchor: string) => string | undefined): Set<string> {
  const flipped = new Set<string>();
  for (const button of region.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
    const name = nameOf(button.closest('[id]')?.id ?? '');
    if ((button.getAttribute('aria-expanded') === 'true') !== expanded && name !== undefined) flipped.add(name);
  }
  return flipped;
}

/** Marks the entry the address names and opens it; returns how to undo the mark. */
export function markKeptTarget(region: HTMLElement, anchor: string, className: string): () => void {
  const row = [...region.querySelectorAll<HTMLElement>('[id]')].find((element) => element.id === anchor);
  if (!row) return () => {};
  row.classList.add(className);
  const toggle = row.querySelector<HTMLButtonElement>('button[aria-controls]');
  if (toggle) toggleKeptEntry(toggle, true);
  return () => row.classList.remove(className);
}
