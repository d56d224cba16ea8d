/**
 * How a snapshot names the element it goes into (its host, the grid's parent) so that the page
 * step finds it again: element-child indexes from the demo's top-level elements, and the host's
 * tag and classes to check that the page's element is the rendered one. Both sides are here, the
 * render's (pathFrom) and the page's (elementAt), so they cannot drift apart.
 */

/** `div.MuiBox-root.css-jj6133`; `className` when it is not the element's current one. */
export function describeElement(element: Element, className: string = element.getAttribute('class') ?? ''): string {
  return element.tagName.toLowerCase() + className.split(/\s+/).filter(Boolean).map((name) => `.${name}`).join('');
}

/** Indexes from `container`'s children down to `target` (`[]` for the container itself). */
export function pathFrom(container: Element, target: Element): number[] {
  const steps: number[] = [];
  for (let element = target; element !== container && element.parentElement; element = element.parentElement) {
    steps.unshift(Array.prototype.indexOf.call(element.parentElement.children, element));
  }
  return steps;
}

/**
 * The demo's own top-level elements in its box in the page: the demo area is the box's first
 * element, and its first child the box's focus target (DemoBox.tsx), which the demo did not render.
 */
function demoTopElements(box: Element): Element[] {
  const tops = Array.from(box.firstElementChild?.children ?? []);
  const first = tops[0];
  const isFocusTarget = first?.tagName === 'SPAN' && first.getAttribute('aria-hidden') === 'true' && first.getAttribute('tabindex') === '-1';
  return isFocusTarget ? tops.slice(1) : tops;
}

/** The element at `path` in a demo's box (`[data-demo]`) of an exported page. */
export function elementAt(box: Element, path: readonly number[]): Element | null {
  if (path.length === 0) return null;
  let element: Element | null = demoTopElements(box)[path[0]] ?? null;
  for (const index of path.slice(1)) element = element?.children[index] ?? null;
  return element;
}
