/**
 * A rendered grid cut down to a static copy of its first screen: a clone of the grid root with the
 * rows that show in its box (at most `maxRows`), fluid flex columns, no ids and nothing only a
 * live grid uses. The copy is wrapped inert and hidden from assistive technology: the reader's
 * grid is the live one that replaces it. Pure DOM in, string out; the grid passed in is left as
 * it is.
 */
import type { ColumnLayout } from './gridColumns';
import { applyFluidWidths } from './fluidColumns';
import { GRID_SNAPSHOT_ATTRIBUTE } from '../../shared/demos/gridSnapshotMarks';

export interface TrimOptions {
  /** Most scrolling rows kept (pinned rows are kept besides). */
  maxRows: number;
  /**
   * Height of `.MuiDataGrid-main`: rows starting below it (and its headers) lie under the box's
   * bottom edge; the grid rendered them only as its scroll buffer.
   */
  mainHeight: number;
  /** Left + right borders of the grid root, for the fluid column widths. */
  borderX: number;
}

export interface TrimmedGrid {
  /** The wrapper and the grid, as HTML. */
  html: string;
  /** The grid's CSS-variables rule, moved out of its inline `<style>`: a page needs it once. */
  variablesCss: string;
  /** Rows in the copy. */
  rows: number;
}

// React's useId values restart in every root, so ids would repeat on a page; references would
// point at elements the copy does not have.
const ID_REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-errormessage', 'aria-details', 'for'];

// What only an interactive or announced grid uses (the copy is inert and aria-hidden), and the
// `field` attribute the grid leaves on its header buttons, which HTML does not define. Roles
// and ARIA states stay: the grid's CSS selects on aria-rowindex and aria-colindex, and a role
// without the states it requires is invalid HTML.
const INTERACTIVE_ONLY = ['tabindex', 'title', 'aria-label', 'focusable', 'draggable', 'field', 'data-rowindex', 'data-colindex'];

/** Detail panels beyond these lie below the first screen in every demo that has them. */
const DETAIL_PANELS_KEPT = 2;

/** The snapshot's wrapper: inert and hidden from assistive technology (its CSS: snapshotCss.ts). */
export function wrapSnapshot(gridHtml: string): string {
  return `<div ${GRID_SNAPSHOT_ATTRIBUTE}="" inert="" aria-hidden="true">${gridHtml}</div>`;
}

const DEFAULT_ROW_HEIGHT = 52;

function pixelsIn(style: string, property: string): number | null {
  const match = new RegExp(`(?:^|;)\\s*${property}:\\s*([\\d.]+)px`).exec(style);
  return match ? Number(match[1]) : null;
}

function rowHeight(row: Element): number {
  const style = row.getAttribute('style') ?? '';
  return pixelsIn(style, '--height') ?? pixelsIn(style, 'min-height') ?? DEFAULT_ROW_HEIGHT;
}

/** How many of the rows, from the top, show in a viewport of that height (at most `maxRows`). */
export function rowsInView(heights: readonly number[], viewportHeight: number, maxRows: number): number {
  let top = 0;
  let count = 0;
  while (count < Math.min(heights.length, maxRows) && top < viewportHeight) {
    top += heights[count];
    count += 1;
  }
  return Math.max(count, Math.min(1, heights.length));
}

function removeRowsBeyond(copy: Element, options: TrimOptions): number {
  const rows = Array.from(copy.querySelectorAll('.MuiDataGrid-row'));
  // Pinned rows sit in the top and bottom containers, on every screen.
  const scrolling = rows.filter((row) => !row.closest('.MuiDataGrid-pinnedRows'));
  const rootStyle = copy.getAttribute('style') ?? '';
  const viewport = options.mainHeight - (pixelsIn(rootStyle, '--DataGrid-topContainerHeight') ?? 0) - (pixelsIn(rootStyle, '--DataGrid-bottomContainerHeight') ?? 0);
  const kept = rowsInView(scrolling.map(rowHeight), viewport, options.maxRows);
  scrolling.slice(kept).forEach((row) => row.remove());
  Array.from(copy.querySelectorAll('.MuiDataGrid-detailPanel')).slice(DETAIL_PANELS_KEPT).forEach((panel) => panel.remove());
  return rows.length - (scrolling.length - kept);
}

function removeIdsAndReferences(copy: Element): void {
  for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    element.removeAttribute('id');
    for (const name of ID_REFERENCES) element.removeAttribute(name);
  }
}

function removeInteractiveAttributes(copy: Element): void {
  for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    for (const name of INTERACTIVE_ONLY) element.removeAttribute(name);
    if (element.getAttribute('style') === '') element.removeAttribute('style');
  }
}

function takeInlineStyles(copy: Element): string {
  let css = '';
  for (const style of Array.from(copy.querySelectorAll('style'))) {
    css += style.textContent ?? '';
    style.remove();
  }
  return css;
}

export function trimGrid(root: Element, columns: readonly ColumnLayout[], options: TrimOptions): TrimmedGrid {
  const copy = root.cloneNode(true) as Element;
  const rows = removeRowsBeyond(copy, options);
  removeIdsAndReferences(copy);
  applyFluidWidths(copy, columns, options.borderX);
  const variablesCss = takeInlineStyles(copy);
  removeInteractiveAttributes(copy);
  return { html: wrapSnapshot(copy.outerHTML), variablesCss, rows };
}
