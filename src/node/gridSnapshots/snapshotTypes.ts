/** What the rendering workers hand back to the build step, and the messages they exchange. */

export interface GridSnapshot {
  /**
   * Element-child indexes leading to the grid's parent (its host), starting from the demo's
   * top-level elements: `[0]` is the demo's first top-level element.
   */
  path: number[];
  /** The host's tag and classes (`div.MuiBox-root.css-jj6133`), to check the page before inserting. */
  host: string;
  /** The wrapper and the trimmed grid. */
  html: string;
  /** The grid's CSS-variables rule (the same for every grid of the docs theme). */
  variablesCss: string;
  /** The Emotion rules whose classes the snapshot uses, keyframes included, in insertion order. */
  rules: string[];
  rows: number;
}

/** Why a demo, or one of its grids, has no snapshot. */
export type SkipReason =
  /** Rendered in an iframe: the page has no box to fill. */
  | 'iframe'
  /** The grid's height comes from its content or a min/max height: its box would change height. */
  | 'no definite height'
  /** The grid shares its parent with other elements, or has none of its own. */
  | 'shared box'
  /** The grid's box is hidden when the demo has settled (it shows the grid once ready). */
  | 'hidden box'
  /** The demo restyles the grid's box after mounting: the page's box is not the one rendered. */
  | 'box changes after mount'
  | 'no grid'
  | 'error'
  | 'timeout'
  /** The worker died or stopped answering while rendering the demo. */
  | 'worker'
  /** It would take its page's HTML over the page budget. */
  | 'page budget';

export interface Skip {
  reason: SkipReason;
  /** What happened, for the log (errors and timeouts). */
  detail?: string;
}

export interface DemoOutcome {
  id: string;
  snapshots: GridSnapshot[];
  skipped: Skip[];
  ms: number;
}

export type ToWorker = { type: 'render'; id: string };
export type FromWorker = { type: 'ready' } | { type: 'done'; outcome: DemoOutcome };
