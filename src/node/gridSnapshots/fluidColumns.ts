/**
 * Flex columns of a snapshot as CSS of the width of its box, so that one snapshot rendered wide
 * fits every width the box takes (the phone and the desktop column). The snapshot's wrapper is a
 * size container; its width less the grid's borders and fixed columns is the free width,
 * `--snapshot-free`, shared by the flex columns as MUI's hydrateColumnsWidth shares it in the
 * usual case (by flex factor, each clamped to its min and max; several flex columns of which
 * some clamp are approximated).
 *
 * Container units appear once per page, in FLUID_COLUMNS_CSS; the grid's elements only name
 * custom properties. The HTML checker of the test run knows no container units: one rule it
 * cannot read beats an error on every cell.
 */
import type { ColumnLayout } from './gridColumns';

/** The free width, from the wrapper's width and the root's `--snapshot-fixed`. */
export const FLUID_COLUMNS_CSS = '[data-grid-snapshot]>.MuiDataGrid-root{--snapshot-free:calc(100cqw - var(--snapshot-fixed))}';

export interface FlexSpace {
  /** Sum of the widths of the columns that do not flex. */
  fixedWidth: number;
  /** Sum of the flex factors. */
  totalFlex: number;
}

/** A CSS width for one flex column: its share of the free width, within its bounds. */
export function flexColumnWidth(column: Pick<ColumnLayout, 'flex' | 'minWidth' | 'maxWidth'>, space: FlexSpace): string {
  const share = `var(--snapshot-free) * ${Number((column.flex / space.totalFlex).toFixed(4))}`;
  return Number.isFinite(column.maxWidth) ? `clamp(${column.minWidth}px, ${share}, ${column.maxWidth}px)` : `max(${column.minWidth}px, ${share})`;
}

// jsdom's style object drops values it cannot compute (var() in a width), so the attribute is
// edited as text.
function editStyle(element: Element, edit: (style: string) => string): void {
  element.setAttribute('style', edit(element.getAttribute('style') ?? ''));
}

const WIDTH = /(^|;\s*)width:\s*[\d.]+px/;
const WIDTH_VARIABLE = /--width:\s*[\d.]+px/;

/**
 * Rewrites the widths of the flex columns of a grid root (headers, cells, the groups spanning
 * them) and the root's total-width variables. A grid without flex columns is left as it is.
 */
export function applyFluidWidths(root: Element, columns: readonly ColumnLayout[], borderX: number): void {
  const flexible = columns.filter((column) => column.flex > 0);
  if (flexible.length === 0) return;
  const space: FlexSpace = {
    fixedWidth: columns.filter((column) => column.flex === 0).reduce((sum, column) => sum + column.width, 0),
    totalFlex: flexible.reduce((sum, column) => sum + column.flex, 0),
  };
  const variables = new Map(flexible.map((column, index) => [column.field, `--snapshot-flex-${index}`]));
  const widthOf = (field: string) => {
    const variable = variables.get(field);
    return variable ? `var(${variable})` : `${columns.find((column) => column.field === field)?.width ?? 0}px`;
  };
  const total = `calc(${space.fixedWidth}px + ${flexible.map((column) => widthOf(column.field)).join(' + ')})`;

  for (const element of Array.from(root.querySelectorAll('[data-field]'))) {
    const field = element.getAttribute('data-field') ?? '';
    if (!variables.has(field)) continue;
    editStyle(element, (style) => style.replace(WIDTH, `$1width: ${widthOf(field)}`).replace(WIDTH_VARIABLE, `--width: ${widthOf(field)}`));
  }
  // A column group header spans its fields (`data-fields="|-name-|-role-|"`).
  for (const element of Array.from(root.querySelectorAll('[data-fields]'))) {
    const fields = (element.getAttribute('data-fields') ?? '').split('|').map((field) => field.replace(/^-|-$/g, '')).filter(Boolean);
    if (!fields.some((field) => variables.has(field))) continue;
    editStyle(element, (style) => style.replace(WIDTH, `$1width: calc(${fields.map(widthOf).join(' + ')})`));
  }
  const declarations = [`--snapshot-fixed: ${borderX + space.fixedWidth}px;`, ...flexible.map((column) => `${variables.get(column.field)}: ${flexColumnWidth(column, space)};`)];
  editStyle(root, (style) => {
    const rewritten = style
      .replace(/--DataGrid-columnsTotalWidth:\s*[\d.]+px/, `--DataGrid-columnsTotalWidth: ${total}`)
      // The rows span the box (its width less the borders) or the columns, whichever is wider.
      .replace(/--DataGrid-rowWidth:\s*[\d.]+px/, `--DataGrid-rowWidth: max(calc(var(--snapshot-free) + ${space.fixedWidth}px), ${total})`)
      .trim();
    return [rewritten && !rewritten.endsWith(';') ? `${rewritten};` : rewritten, ...declarations].filter(Boolean).join(' ');
  });
}
