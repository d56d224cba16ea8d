/**
 * The build puts a still copy of each Data Grid demo's first screen into the grid's empty box
 * (src/node/gridSnapshots/): the grid draws nothing on the server, and its code comes last on a
 * phone. React must find that box empty when it hydrates the demo, and the grid draws nothing
 * while it hydrates either; so just before, the copy is lifted out of the box and laid over it,
 * at the same place, until the live grid has drawn itself in the box below.
 */
import { GRID_SNAPSHOT_ATTRIBUTE, GRID_SNAPSHOT_HOST_ATTRIBUTE } from '../../shared/demos/gridSnapshotMarks';

const SNAPSHOT = `[${GRID_SNAPSHOT_ATTRIBUTE}]`;

/** Lifts the snapshots in a demo's box over their grids' boxes; call right before React hydrates it. */
export function liftGridSnapshots(demo: Element): void {
  for (const snapshot of Array.from(demo.querySelectorAll<HTMLElement>(SNAPSHOT))) {
    const host = snapshot.parentElement;
    // The demo area (`position: relative`) the copy is laid over: the host's positioned ancestor.
    const area = host?.offsetParent;
    if (!host || !(area instanceof HTMLElement) || !demo.contains(area)) {
      snapshot.remove();
      continue;
    }
    // React checks the attributes of what it hydrates; the build added this one.
    host.removeAttribute(GRID_SNAPSHOT_HOST_ATTRIBUTE);
    const hostBox = host.getBoundingClientRect();
    const areaBox = area.getBoundingClientRect();
    Object.assign(snapshot.style, {
      position: 'absolute',
      zIndex: '1',
      left: `${hostBox.left - areaBox.left - area.clientLeft}px`,
      top: `${hostBox.top - areaBox.top - area.clientTop}px`,
      width: `${hostBox.width}px`,
      height: `${hostBox.height}px`,
    });
    area.append(snapshot);
    removeWhenDrawn(snapshot, host, demo);
  }
}

/** The copy goes once the grid has drawn into its box, or once that box is gone (the demo remounted). */
function removeWhenDrawn(snapshot: HTMLElement, host: Element, demo: Element): void {
  const drawn = () => !host.isConnected || host.firstElementChild !== null;
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    observer.disconnect();
    snapshot.remove();
  });
  observer.observe(demo, { childList: true, subtree: true });
}
