/**
 * Watches a render container: when its DOM last changed (the render waits for quiet), and what it
 * held at React's first commit, which is what the server HTML of the demo holds. A demo that moves
 * or restyles a grid's box after mounting (a box shown once data arrived, a line inserted above)
 * has a different box in the page than in the finished render; the snapshot's path and classes
 * would not lead to it.
 */
import { performance } from 'node:perf_hooks';

export interface FirstCommitWatch {
  /** performance.now() of the last change seen. */
  lastChange: () => number;
  /** Whether `element` was at `path` with the same classes at the first commit. */
  unchangedSinceFirstCommit: (element: Element, path: readonly number[]) => boolean;
  /** The classes an element had when it first appeared. */
  firstClassName: (element: Element) => string;
  disconnect: () => void;
}

function pathsUnder(container: Element): Map<Element, string> {
  const paths = new Map<Element, string>();
  const walk = (parent: Element, prefix: string) => {
    Array.from(parent.children).forEach((child, index) => {
      const path = prefix ? `${prefix}/${index}` : String(index);
      paths.set(child, path);
      walk(child, path);
    });
  };
  walk(container, '');
  return paths;
}

/** Call before rendering into `container`. */
export function watchFirstCommit(container: Element): FirstCommitWatch {
  let lastChange = performance.now();
  let firstCommit: Map<Element, string> | null = null;
  const firstClass = new WeakMap<Element, string>();
  // Records arrive in a microtask after the commit's task, so the first batch also sees what
  // layout effects changed synchronously; the old values of attribute records still give the
  // classes of the commit itself.
  const observer = new MutationObserver((records) => {
    lastChange = performance.now();
    for (const record of records) {
      if (record.type !== 'attributes' || record.attributeName !== 'class' || !(record.target instanceof Element)) continue;
      if (!firstClass.has(record.target)) firstClass.set(record.target, record.oldValue ?? '');
    }
    firstCommit ??= pathsUnder(container);
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true });
  const firstClassName = (element: Element) => firstClass.get(element) ?? element.getAttribute('class') ?? '';
  return {
    lastChange: () => lastChange,
    firstClassName,
    unchangedSinceFirstCommit: (element, path) =>
      firstCommit?.get(element) === path.join('/') && firstClassName(element) === (element.getAttribute('class') ?? ''),
    disconnect: () => observer.disconnect(),
  };
}
