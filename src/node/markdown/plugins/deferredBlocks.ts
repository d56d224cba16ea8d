import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { PageDepth, RenderEnv } from '../renderEnv';

/**
 * Blocks far down a long page are marked so the browser skips their layout and paint until the
 * reader scrolls near them (`content-visibility: auto`, in markdown.css): a page's first layout
 * then covers its first screens, not all of it. A block skipped while on screen would be drawn a
 * frame late at its real size and move what follows, so a block is marked only once the page
 * above it is surely taller than any first screen. Heights are counted low for that: lines as
 * long as the widest column allows, nothing for demos, media or raw HTML.
 */

/** The column's widths: up to 600 px wide screens, and wider ones (the article caps at 105ch). */
const DEFER_CLASSES = { narrow: 'defer-narrow', wide: 'defer-wide' } as const;
type ColumnWidth = keyof typeof DEFER_CLASSES;

/** At most this many characters fit on a line of body text in that column (16 px Arial). */
const CHARS_PER_LINE: Record<ColumnWidth, number> = { narrow: 90, wide: 150 };
/** Skipped only below this much page: taller than the first screen of a phone held upright, or of a desktop display. */
export const DEFER_BELOW_PX: Record<ColumnWidth, number> = { narrow: 1200, wide: 2000 };

const LINE_PX = 27; // body text: 16 px at line-height 1.7
const CODE_LINE_PX = 20; // code: 13 px at line-height 1.6
const BLOCK_GAP_PX = 16;
const HEADING_PX: Record<string, number> = { h2: 70, h3: 60 };
const MINOR_HEADING_PX = 40;
const TABLE_ROW_PX = 36; // one line of 0.875rem text and the cell's padding

export function startDepth(): PageDepth {
  return { narrow: 0, wide: 0 };
}

/** The text an inline token shows (link targets and markup are not drawn). */
function visibleText(inline: Token | undefined): string {
  return (inline?.children ?? []).map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');
}

/** The least height of the level-0 block opening at `start`, given the index of its closing token. */
function blockHeight(tokens: Token[], start: number, end: number, width: ColumnWidth): number {
  const token = tokens[start]!;
  const lines = (text: string) => Math.max(1, Math.ceil(text.length / CHARS_PER_LINE[width]));
  switch (token.type) {
    case 'paragraph_open':
      return lines(visibleText(tokens[start + 1])) * LINE_PX + BLOCK_GAP_PX;
    case 'heading_open':
      return HEADING_PX[token.tag] ?? MINOR_HEADING_PX;
    case 'fence':
    case 'code_block':
      // 16 px of padding above and below, then the block's margin.
      return token.content.replace(/\n$/, '').split('\n').length * CODE_LINE_PX + 3 * BLOCK_GAP_PX;
    case 'bullet_list_open':
    case 'ordered_list_open': {
      let items = 0;
      for (let index = start; index < end; index += 1) if (tokens[index]!.type === 'list_item_open') items += 1;
      return items * LINE_PX + BLOCK_GAP_PX;
    }
    case 'table_open': {
      let rows = 0;
      for (let index = start; index < end; index += 1) if (tokens[index]!.type === 'tr_open') rows += 1;
      return rows * TABLE_ROW_PX + BLOCK_GAP_PX;
    }
    default:
      return 0;
  }
}

/**
 * Block types whose box holds all of their margins, so skipping one moves nothing around it. Not
 * tables: a skipped table's scrolling wrapper reads to assistive checks as a scrollable region
 * with nothing to focus.
 */
const DEFERRABLE = new Set(['paragraph_open', 'fence', 'bullet_list_open', 'ordered_list_open']);

/** The index of the token that closes the level-0 block opening at `start` (itself for a leaf). */
function blockEnd(tokens: Token[], start: number): number {
  if (tokens[start]!.nesting !== 1) return start;
  let depth = 0;
  for (let index = start; index < tokens.length; index += 1) {
    depth += tokens[index]!.nesting;
    if (depth === 0) return index;
  }
  return tokens.length - 1;
}

/** Walks the level-0 blocks: marks those past the first screens, and adds every block's least height to the depth. */
export function markDeferredBlocks(tokens: Token[], depth: PageDepth): void {
  for (let start = 0; start < tokens.length; ) {
    const end = blockEnd(tokens, start);
    const token = tokens[start]!;
    for (const width of Object.keys(DEFER_CLASSES) as ColumnWidth[]) {
      if (DEFERRABLE.has(token.type) && depth[width] >= DEFER_BELOW_PX[width]) token.attrJoin('class', DEFER_CLASSES[width]);
      depth[width] += blockHeight(tokens, start, end, width);
    }
    start = end + 1;
  }
}

export function deferredBlocksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('deferred_blocks', (state) => {
    const depth = (state.env as Partial<RenderEnv>).pageDepth;
    if (depth) markDeferredBlocks(state.tokens, depth);
  });
}
