/**
 * The column layout of a rendered grid, read from its private API. The DOM holds each column's
 * computed width but not how it was computed (flex, min and max width), which the fluid snapshot
 * needs; no public hook reaches the API of a grid the demo owns, so it is found through React's
 * fiber on the grid root. Build-time only, and confined to this file.
 */
import type { GridColDef } from '@mui/x-data-grid';

export interface ColumnLayout {
  field: string;
  /** Width the grid computed at the render width. */
  width: number;
  /** 0 for a column of fixed width. */
  flex: number;
  minWidth: number;
  maxWidth: number;
}

/** A column as the grid's state holds it: its definition and the width it computed. */
type ComputedColumn = GridColDef & { computedWidth: number };

/** The part of the grid's private API this file reads. */
interface VisibleColumnsApi {
  getVisibleColumns: () => ComputedColumn[];
}

/** The fields of a React fiber followed here (React's internals, stable across 18 and 19). */
interface FiberLike {
  return: FiberLike | null;
  memoizedProps: unknown;
}

function privateApiIn(props: unknown): VisibleColumnsApi | null {
  if (typeof props !== 'object' || props === null || !('privateApiRef' in props)) return null;
  const ref = (props as { privateApiRef?: { current?: Partial<VisibleColumnsApi> } }).privateApiRef;
  return typeof ref?.current?.getVisibleColumns === 'function' ? (ref.current as VisibleColumnsApi) : null;
}

/** The private API provided above the grid root (GridContextProvider's `privateApiRef` prop). */
function gridApiOf(root: Element): VisibleColumnsApi | null {
  const key = Object.keys(root).find((name) => name.startsWith('__reactFiber$'));
  if (!key) return null;
  for (let fiber = (root as unknown as Record<string, FiberLike | undefined>)[key] ?? null; fiber; fiber = fiber.return) {
    const api = privateApiIn(fiber.memoizedProps);
    if (api) return api;
  }
  return null;
}

/** Visible columns in display order, or none when the grid's API cannot be reached. */
export function columnLayout(root: Element): ColumnLayout[] {
  const api = gridApiOf(root);
  if (!api) return [];
  return api.getVisibleColumns().map((column) => ({
    field: column.field,
    width: column.computedWidth,
    flex: column.flex && column.flex > 0 ? column.flex : 0,
    minWidth: column.minWidth ?? 50,
    maxWidth: column.maxWidth !== undefined && Number.isFinite(column.maxWidth) ? column.maxWidth : Infinity,
  }));
}
