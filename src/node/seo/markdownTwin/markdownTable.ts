/**
 * One GFM table cell: a row lives on one line, so line breaks become spaces, and a `|` would end
 * the cell, so it is escaped (GFM honours `\|` inside code spans as well).
 */
export function tableCell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .replace(/\\?\|/g, '\\|');
}

/**
 * A GFM table. Every row must have a cell per header: a short row is a programming mistake that
 * would shift the columns silently, so it throws.
 */
export function markdownTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  rows.forEach((row, index) => {
    if (row.length !== headers.length) {
      throw new Error(`markdownTable: row ${index + 1} has ${row.length} cells for ${headers.length} columns (${headers.join(', ')})`);
    }
  });
  const line = (cells: readonly string[]) => `| ${cells.map(tableCell).join(' | ')} |`;
  return [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}
