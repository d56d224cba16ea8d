/**
 * Puts grid snapshots into an exported page: each after the start tag of its grid's empty box
 * (marked `data-grid-snapshot-host`), and one `<style>` with what they use at the end of `<head>`.
 * The page is parsed as a browser would (jsdom), but only its source locations are used: the new
 * text is spliced in and every other byte of the page stays as it was. Pure.
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { describeElement, elementAt } from './hostPath';
import { snapshotStyleElement } from './snapshotCss';
import type { GridSnapshot } from './snapshotTypes';
import { GRID_SNAPSHOT_HOST_ATTRIBUTE } from '../../shared/demos/gridSnapshotMarks';


/** A snapshot and where it goes in the page's text. */
export interface PlacedSnapshot {
  demo: string;
  snapshot: GridSnapshot;
  /** Offset of the `>` ending the host's start tag. */
  startTagEnd: number;
}

export interface PagePlan {
  /** In page order. */
  placed: PlacedSnapshot[];
  /** Offset of `</head>`. */
  headEnd: number;
}

/** The parts of parse5's element location used here (jsdom types it as the base location). */
interface ElementLocation {
  startTag?: { endOffset: number };
  endTag?: { startOffset: number };
}

function isEmpty(element: Element): boolean {
  return element.childElementCount === 0 && (element.textContent ?? '').trim() === '';
}

/**
 * Finds each snapshot's host in the page. Throws when a snapshot's path does not lead to an empty
 * element of its recorded tag and classes: the page's HTML no longer has the shape the render
 * had, and the snapshot would land in the wrong place.
 */
export function planSnapshots(html: string, snapshotsByDemo: ReadonlyMap<string, readonly GridSnapshot[]>, page = 'the page'): PagePlan {
  const dom = new JSDOM(html, { includeNodeLocations: true, virtualConsole: new VirtualConsole() });
  try {
    const { document } = dom.window;
    const location = (node: Node) => dom.nodeLocation(node) as ElementLocation | null | undefined;
    const boxes = Array.from(document.querySelectorAll('[data-demo][data-stand-in="grid"]'));
    const placed: PlacedSnapshot[] = [];
    for (const [demo, snapshots] of snapshotsByDemo) {
      if (snapshots.length === 0) continue;
      const box = boxes.find((candidate) => candidate.getAttribute('data-demo') === demo);
      if (!box) throw new Error(`grid snapshots: ${page} has no box for the grid demo ${demo}`);
      for (const snapshot of snapshots) {
        const host = elementAt(box, snapshot.path);
        if (!host || !isEmpty(host) || describeElement(host) !== snapshot.host) {
          const found = host ? `${isEmpty(host) ? 'an empty' : 'a non-empty'} ${describeElement(host)}` : 'nothing';
          throw new Error(
            `grid snapshots: in ${page}, demo ${demo}: the path ${snapshot.path.join('/')} leads to ${found}, not to an empty ${snapshot.host}. ` +
              "The page's HTML of this demo no longer has the shape the render had (was the demo or DemoBox changed without rebuilding?).",
          );
        }
        const tag = location(host)?.startTag;
        if (!tag || html[tag.endOffset - 1] !== '>') throw new Error(`grid snapshots: in ${page}, demo ${demo}: no source location for the start tag of ${snapshot.host}`);
        placed.push({ demo, snapshot, startTagEnd: tag.endOffset - 1 });
      }
    }
    const headEnd = location(document.head)?.endTag?.startOffset;
    if (headEnd === undefined) throw new Error(`grid snapshots: ${page} has no </head> to put the snapshots' style before`);
    return { placed: placed.sort((a, b) => a.startTagEnd - b.startTagEnd), headEnd };
  } finally {
    dom.window.close();
  }
}

/** The page with the given placed snapshots (from `planSnapshots` of this very HTML) put in. */
export function spliceSnapshots(html: string, placed: readonly PlacedSnapshot[], headEnd: number): string {
  if (placed.length === 0) return html;
  const splices = [
    { at: headEnd, text: snapshotStyleElement(placed.map(({ snapshot }) => snapshot)) },
    ...placed.flatMap(({ snapshot, startTagEnd }) => [
      { at: startTagEnd, text: ` ${GRID_SNAPSHOT_HOST_ATTRIBUTE}=""` },
      { at: startTagEnd + 1, text: snapshot.html },
    ]),
  ].sort((a, b) => b.at - a.at);
  let result = html;
  for (const splice of splices) result = result.slice(0, splice.at) + splice.text + result.slice(splice.at);
  return result;
}

/** Every snapshot put in its place (see planSnapshots for what throws). */
export function insertSnapshots(html: string, snapshotsByDemo: ReadonlyMap<string, readonly GridSnapshot[]>, page = 'the page'): string {
  if (![...snapshotsByDemo.values()].some((snapshots) => snapshots.length > 0)) return html;
  const { placed, headEnd } = planSnapshots(html, snapshotsByDemo, page);
  return spliceSnapshots(html, placed, headEnd);
}
