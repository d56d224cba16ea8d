/**
 * The clicks that reach a demo before its code does, held and replayed on that demo once it is live
 * (a part of the first-use loader, bootOnFirstUse.ts, compiled with it: imports only what comes
 * before it in BOOT_MODULES, src/node/export/deferPageScripts.ts).
 */
import { GRID_SNAPSHOT_ATTRIBUTE } from '../../shared/demos/gridSnapshotMarks';

/** The attribute a demo's box gets once its own code has hydrated it (DemoBox.tsx). */
export const DEMO_LIVE = 'data-demo-live';
// A Data Grid demo's box holds the build's still copy of the grid until the live grid has drawn
// itself (src/client/demos/gridSnapshotHandover.ts); the copy is inert, so a click on it lands on
// the box beneath. Such a click is replayed on what the live grid draws at the same point.
const GRID_DEMO = '[data-stand-in="grid"]';
const GRID_SNAPSHOT = `[${GRID_SNAPSHOT_ATTRIBUTE}]`;
// How many frames a held click waits for a live grid to draw before it is replayed where it was.
const GRID_DRAW_FRAMES = 120;

/** Where a held click was, in page coordinates: the reader may scroll before it is replayed. */
export interface ClickPoint {
  pageX: number;
  pageY: number;
}

interface HeldClick extends ClickPoint {
  target: Element;
  path: number[];
}

/** The child indexes from `root` down to `target`. */
function pathTo(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let element: Element = target; element !== root && element.parentElement; element = element.parentElement) {
    path.unshift(Array.prototype.indexOf.call(element.parentElement.children, element));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let element: Element | null = root;
  for (const index of path) element = element?.children[index] ?? null;
  return element;
}

/**
 * Returns what holds a click at `at` on `target` inside `demo`, whose code has not hydrated it yet;
 * `replayClick` dispatches a held click again.
 */
export function holdClicksForDemos(win: Window & typeof globalThis, replayClick: (target: Element, at: ClickPoint) => void) {
  const doc = win.document;
  // The last click on each demo whose code has not hydrated it yet, replayed once it has: the page
  // is live well before a demo near the end of it, and such a click used to do nothing. A chart
  // demo does not hydrate the build's drawing but mounts the live one in its place, the same
  // elements at the same places (ServerSizedCharts.tsx): a click held on the drawing is replayed
  // on the element now at its place.
  const heldForDemo = new Map<Element, HeldClick>();
  const replayOnDemo = (demo: Element, held: HeldClick) => {
    const now = held.target.isConnected ? held.target : elementAt(demo, held.path);
    if (now) replayClick(now, held);
  };
  // The page does not move while a demo starts (no layout shift), so the point of the page that
  // was clicked is where the live grid draws what the copy showed there.
  const replayOnGrid = (demo: Element, held: HeldClick) => {
    let frames = 0;
    const afterDraw = () => {
      if (demo.querySelector(GRID_SNAPSHOT) && ++frames < GRID_DRAW_FRAMES) {
        win.requestAnimationFrame(afterDraw);
        return;
      }
      // A frame more: the grid lays its rows out in the commit after the one that replaced the copy.
      win.requestAnimationFrame(() => {
        const atPoint = typeof doc.elementFromPoint === 'function' ? doc.elementFromPoint(held.pageX - win.scrollX, held.pageY - win.scrollY) : null;
        if (atPoint && demo.contains(atPoint)) replayClick(atPoint, held);
        else replayOnDemo(demo, held);
      });
    };
    afterDraw();
  };
  return (demo: Element, target: Element, at: ClickPoint) => {
    if (!heldForDemo.has(demo)) {
      new win.MutationObserver((_records, observer) => {
        if (!demo.hasAttribute(DEMO_LIVE)) return;
        observer.disconnect();
        const held = heldForDemo.get(demo);
        heldForDemo.delete(demo);
        if (held && demo.matches(GRID_DEMO)) replayOnGrid(demo, held);
        else if (held) replayOnDemo(demo, held);
      }).observe(demo, { attributes: true, attributeFilter: [DEMO_LIVE] });
    }
    heldForDemo.set(demo, { ...at, target, path: pathTo(demo, target) });
  };
}
