/**
 * A Markdown twin cut to the size an agent's single fetch keeps (about 50,000 characters): the
 * twin keeps all of the page's text, so it still says everything the HTML page says, and what does
 * not fit moves to numbered parts the twin links. Long code blocks (a demo's sources) move first,
 * the largest first, each replaced by a line naming the part that holds it; a twin still too long
 * (an API page's tables) then continues in parts section by section, a table too long for one
 * part cut between rows with its header repeated.
 */

/** Characters a twin or a part may hold: under the 50,000 an agent keeps (and afdocs passes), a little room to spare. */
export const TWIN_LIMIT = 49_900;

/** A code block shorter than this stays in the twin: moving it would save less than its pointer costs. */
const MOVABLE_CODE = 600;

export interface TwinParts {
  /** The twin, within the limit. */
  twin: string;
  /** The further parts, each within the limit, in order: part 2, part 3, … */
  parts: string[];
}

export interface SplitOptions {
  /** The page's title, for each part's heading. */
  title: string;
  /** Absolute URL of part `n` (from 2). */
  partUrl(n: number): string;
  /** The line each part repeats under its heading (the agents' directive). */
  directive: string;
  /** What stays in place of a moved code block, by the block's name, before the line naming its part (a demo's preview the page shows). */
  keptWhenMoved?: (name: string) => string | null;
  limit?: number;
}

interface Block {
  text: string;
  /** A fenced code block, and the name its info string gives (`title="Grid.tsx"`), if any. */
  code: boolean;
  name: string | null;
}

/** Blocks split at blank lines, a fenced code block always whole. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  let current: string[] = [];
  let fence: string | null = null;
  const flush = (code: boolean) => {
    if (current.length) {
      const text = current.join('\n');
      blocks.push({ text, code, name: code ? (/title="([^"]+)"/.exec(current[0])?.[1] ?? null) : null });
    }
    current = [];
  };
  for (const line of lines) {
    if (fence === null) {
      const opening = /^(`{3,}|~{3,})/.exec(line);
      if (opening) {
        flush(false);
        fence = opening[1];
        current.push(line);
      } else if (line === '') {
        flush(false);
      } else {
        current.push(line);
      }
    } else {
      current.push(line);
      if (line.startsWith(fence) && line.slice(fence.length).trim() === '') {
        fence = null;
        flush(true);
      }
    }
  }
  flush(fence !== null);
  return blocks;
}

const join = (texts: readonly string[]) => texts.join('\n\n');

/** Cuts a block too long for a part between lines; a table's header rows open each piece. */
function cutBlock(text: string, room: number): string[] {
  const lines = text.split('\n');
  const header = lines[0].startsWith('|') && lines[1]?.startsWith('| ---') ? lines.slice(0, 2) : [];
  const pieces: string[] = [];
  let piece: string[] = [...header];
  for (const line of lines.slice(header.length)) {
    if (piece.length > header.length && [...piece, line].join('\n').length > room) {
      pieces.push(piece.join('\n'));
      piece = [...header];
    }
    piece.push(line);
  }
  pieces.push(piece.join('\n'));
  return pieces;
}

/** The group each item falls in when items are packed in order into groups whose sizes (joined by a blank line) fit `room`. */
function groupIndexes(sizes: readonly number[], room: number): number[] {
  const indexes: number[] = [];
  let group = 0;
  let used = -1;
  for (const size of sizes) {
    if (used >= 0 && used + 2 + size > room) {
      group += 1;
      used = -1;
    }
    used += (used >= 0 ? 2 : 1) + size;
    indexes.push(group);
  }
  return indexes;
}

const pointer = (name: string | null, part: number, url: string) => `*${name ? `The code of \`${name}\`` : 'This code'} is in [part ${part}](${url}) of this page.*`;

export function splitTwin(markdown: string, options: SplitOptions): TwinParts {
  const limit = options.limit ?? TWIN_LIMIT;
  if (markdown.length <= limit) return { twin: markdown, parts: [] };
  const partHeading = (n: number, of: number) => `# ${options.title} (part ${n} of ${of})\n\n${options.directive}`;
  const continuation = (n: number) => `*Continued in [part ${n}](${options.partUrl(n)}).*`;
  // What a part holds besides its heading and its last line.
  const room = limit - partHeading(99, 99).length - continuation(99).length - 4;

  // The longest code blocks leave until the twin fits; a pointer, at most this long, takes each one's place.
  const blocks = blocksOf(markdown);
  const kept = (block: Block) => (block.name === null ? null : (options.keptWhenMoved?.(block.name) ?? null));
  const pointerSize = pointer('x'.repeat(120), 99, options.partUrl(99)).length;
  const replacementSize = (block: Block) => pointerSize + (kept(block)?.length ?? -2) + 2;
  const moved = new Set<Block>();
  let length = markdown.length;
  for (const block of blocks.filter((candidate) => candidate.code && candidate.text.length >= MOVABLE_CODE).sort((a, b) => b.text.length - a.text.length)) {
    if (length <= limit) break;
    if (replacementSize(block) >= block.text.length) continue;
    moved.add(block);
    length += replacementSize(block) - block.text.length;
  }
  const codeEntries = blocks.filter((block) => moved.has(block)).map((block) => `## ${block.name ?? 'Code'}\n\n${block.text}`);
  const tooLong = codeEntries.find((entry) => entry.length > room);
  if (tooLong) throw new Error(`a code block of ${tooLong.length} characters cannot fit one part of ${options.title}'s twin (${room}): ${tooLong.slice(0, 80)}…`);

  // What stays: the twin, then, if it is still too long, parts that continue it, block by block.
  // Every code block left is short once any is cut (the longest leave first), so only text is cut.
  const staying = blocks.flatMap((block) => (moved.has(block) || block.text.length <= room ? [block] : cutBlock(block.text, room).map((text) => ({ text, code: false, name: null }))));
  const sizeOf = (block: Block) => (moved.has(block) ? replacementSize(block) : block.text.length);
  const textGroup = length <= limit ? staying.map(() => 0) : groupIndexes(staying.map(sizeOf), room);
  const textParts = (textGroup.at(-1) ?? 0) + 1;
  const codeGroup = groupIndexes(codeEntries.map((entry) => entry.length), room);
  const total = textParts + (codeEntries.length ? (codeGroup.at(-1) ?? 0) + 1 : 0);

  const partOfMoved = new Map(blocks.filter((block) => moved.has(block)).map((block, index) => [block, textParts + 1 + codeGroup[index]]));
  const texts: string[][] = Array.from({ length: textParts }, () => []);
  staying.forEach((block, index) => {
    const part = partOfMoved.get(block);
    const stays = kept(block);
    texts[textGroup[index]].push(part === undefined ? block.text : `${stays === null ? '' : `${stays}\n\n`}${pointer(block.name, part, options.partUrl(part))}`);
  });
  const codes: string[][] = Array.from({ length: total - textParts }, () => []);
  codeEntries.forEach((entry, index) => codes[codeGroup[index]].push(entry));

  const ending = (n: number) => (n < textParts - 1 ? `\n\n${continuation(n + 2)}` : '');
  const [first, ...rest] = texts;
  return {
    twin: `${join(first)}${ending(0)}\n`,
    parts: [
      ...rest.map((group, index) => `${partHeading(index + 2, total)}\n\n${join(group)}${ending(index + 1)}\n`),
      ...codes.map((group, index) => `${partHeading(textParts + index + 1, total)}\n\n${join(group)}\n`),
    ],
  };
}
