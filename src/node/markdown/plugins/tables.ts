import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { escapeHtml } from '../../../shared/utils/escapeHtml';
import { inlineText } from './headings';

/** Room for a cell's padding, in `ch` of the table's font (12 px each side at 0.875rem). */
const PADDING_CH = 3;
/** Past this many characters a cell wraps anyway; longer text earns its column no more width. */
const WRAP_CH = 40;

export interface TableLayout {
  /** Width of each column, in percent of the table, summing to 100. */
  percents: number[];
  /** The narrowest the table may get before its wrapper scrolls: its longest words fit. */
  minWidthCh: number;
}

/**
 * Column widths for a table from the text of its cells: each column gets a share of the width by
 * its longest text (capped, as long text wraps), and never less than its longest word needs. The
 * browser then lays the table out from its first line (`table-layout: fixed`), so rows arriving
 * while a slow page is parsed never move the columns, and long tables cost no second layout pass.
 */
export function tableLayout(rows: readonly (readonly string[])[]): TableLayout {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (columns === 0) return { percents: [], minWidthCh: 0 };
  const longest = Array.from({ length: columns }, (_, column) => Math.max(0, ...rows.map((row) => (row[column] ?? '').trim().length)));
  const longestWord = Array.from({ length: columns }, (_, column) =>
    // Browsers break after a hyphen too (`@mui/x-data-grid-` / `premium`).
    Math.max(0, ...rows.flatMap((row) => (row[column] ?? '').split(/\s+|(?<=-)/).map((word) => word.length))),
  );
  const needs = longestWord.map((word) => word + PADDING_CH);
  const weights = longest.map((length, column) => Math.max(Math.min(length, WRAP_CH) + PADDING_CH, needs[column]));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const percents = roundToHundred(weights.map((weight) => (weight / total) * 100));
  // Wide enough that every column, at its share, holds its longest word.
  const minWidthCh = Math.ceil(Math.max(...needs.map((need, column) => need / (weights[column] / total))));
  return { percents, minWidthCh };
}

/** Rounds to one decimal while keeping the sum at exactly 100. */
function roundToHundred(values: number[]): number[] {
  const rounded = values.map((value) => Math.round(value * 10) / 10);
  const drift = Math.round((100 - rounded.reduce((sum, value) => sum + value, 0)) * 10) / 10;
  rounded[rounded.length - 1] = Math.round((rounded[rounded.length - 1] + drift) * 10) / 10;
  return rounded;
}

/** The visible text of a cell's inline content: words and code, not markup. */
function cellText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' ? ' ' : ''))
    .join('');
}

/** The rows of the table that opens at `start`, as the text of each cell. */
function tableRows(tokens: readonly Token[], start: number): string[][] {
  const rows: string[][] = [];
  for (let index = start + 1; index < tokens.length && tokens[index].type !== 'table_close'; index += 1) {
    const token = tokens[index];
    if (token.type === 'tr_open') rows.push([]);
    else if (token.type === 'th_open' || token.type === 'td_open') rows[rows.length - 1]?.push(cellText(tokens[index + 1]));
  }
  return rows;
}

/** The name of the table that opens at `start`: the heading of its section, if it has one. */
export function tableName(tokens: readonly Token[], start: number): string {
  for (let index = start - 1; index >= 0; index -= 1) {
    if (tokens[index].type === 'heading_open') return `Table: ${inlineText(tokens[index + 1])}`;
  }
  return 'Table';
}

/**
 * Tables get their column widths at build time, in a wrapper that scrolls on narrow screens. The
 * wrapper is a named region in the tab order: a keyboard reader must be able to reach it to scroll it.
 */
export function tablesPlugin(md: MarkdownIt): void {
  md.renderer.rules.table_open = (tokens, index) => {
    const { percents, minWidthCh } = tableLayout(tableRows(tokens, index));
    const columns = percents.map((percent) => `<col style="width:${percent}%">`).join('');
    const name = escapeHtml(tableName(tokens, index));
    return `<div class="MuiTable-root" role="region" tabindex="0" aria-label="${name}"><table style="min-width:${minWidthCh}ch"><colgroup>${columns}</colgroup>\n`;
  };
  md.renderer.rules.table_close = () => '</table></div>\n';
}
