/** @jest-environment jsdom */
import { keptFlips, markKeptTarget, toggleKeptEntry } from '../../../../src/client/api/keptEntries';

function region(openByDefault: boolean): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = ['a', 'b', 'c']
    .map(
      (name) =>
        `<li id="prop-${name}"><button aria-controls="prop-${name}-details" aria-expanded="${openByDefault}"></button>` +
        `<div id="prop-${name}-details"${openByDefault ? '' : ' hidden'}></div></li>`,
    )
    .join('');
  document.body.replaceChildren(root);
  return root;
}
const toggle = (root: HTMLElement, name: string) => root.querySelector<HTMLButtonElement>(`#prop-${name} button`)!;
const details = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`#prop-${name}-details`)!;
const nameOf = (anchor: string) => (anchor.startsWith('prop-') ? anchor.slice(5) : undefined);

describe('kept API entries', () => {
  it('a toggle opens and closes its entry, as the React list does', () => {
    const root = region(false);
    toggleKeptEntry(toggle(root, 'b'));
    expect(toggle(root, 'b').getAttribute('aria-expanded')).toBe('true');
    expect(details(root, 'b').hidden).toBe(false);
    toggleKeptEntry(toggle(root, 'b'));
    expect(toggle(root, 'b').getAttribute('aria-expanded')).toBe('false');
    expect(details(root, 'b').hidden).toBe(true);
  });

  it('reads the entries opened or closed against the layout default', () => {
    const collapsed = region(false);
    toggleKeptEntry(toggle(collapsed, 'c'));
    expect([...keptFlips(collapsed, false, nameOf)]).toEqual(['c']);
    const expanded = region(true);
    toggleKeptEntry(toggle(expanded, 'a'));
    toggleKeptEntry(toggle(expanded, 'b'));
    expect([...keptFlips(expanded, true, nameOf)]).toEqual(['a', 'b']);
  });

  it('marks and opens the targeted entry, and the mark can be undone', () => {
    const root = region(false);
    const undo = markKeptTarget(root, 'prop-b', 'targeted');
    expect(root.querySelector('#prop-b')!.classList.contains('targeted')).toBe(true);
    expect(details(root, 'b').hidden).toBe(false);
    expect(details(root, 'a').hidden).toBe(true);
    undo();
    expect(root.querySelector('#prop-b')!.classList.contains('targeted')).toBe(false);
    // An anchor that is not an entry changes nothing.
    markKeptTarget(root, 'prop-z', 'targeted')();
    expect(root.querySelectorAll('.targeted')).toHaveLength(0);
  });
});
