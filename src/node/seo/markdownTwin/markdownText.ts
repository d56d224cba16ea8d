/**
 * Small Markdown writing rules shared by the twins of guide and API pages. A twin is read out of
 * context (pasted into a chat, fetched by a crawler), so links are absolute and code is fenced so
 * that nothing inside it can end the block early.
 */

function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (const c of text) {
    current = c === char ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}

/** A fenced code block whose fence is longer than any run of backticks inside the code. */
export function fencedCode(code: string, info = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  const body = code.endsWith('\n') ? code : `${code}\n`;
  return `${fence}${info}\n${body}${fence}`;
}

/** An inline code span that survives backticks in its text (CommonMark: a longer delimiter, padded). */
export function inlineCode(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ');
  if (!flat) return '';
  const ticks = '`'.repeat(longestRun(flat, '`') + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const WORD = /[\p{L}\p{N}]/u;

/**
 * Plain text made literal in Markdown. Only what would otherwise change meaning is escaped, so
 * the raw text stays readable: backticks and asterisks, a backslash before punctuation, `_` at a
 * word boundary, `<` that could open a tag, and `]` that could close a link (`](`, `][`, `]:`).
 */
export function escapeMarkdownText(text: string): string {
  return text.replace(/[\\`*_<\]]/g, (char, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? '';
    const after = whole[offset + 1] ?? '';
    switch (char) {
      case '\\':
        return ASCII_PUNCTUATION.test(after) ? '\\\\' : char;
      case '_':
        return WORD.test(before) && WORD.test(after) ? char : '\\_';
      case '<':
        return /[A-Za-z/!?]/.test(after) ? '\\<' : char;
      case ']':
        return /[([:]/.test(after) ? '\\]' : char;
      default:
        return `\\${char}`;
    }
  });
}

/**
 * An href as it should appear in a twin: site paths get the site's origin, in-page anchors the
 * page's own address; external and other schemes are left alone.
 */
export function absoluteHref(href: string, origin: string, pageUrl: string): string {
  if (href.startsWith('#')) return `${pageUrl}${href}`;
  if (href.startsWith('/') && !href.startsWith('//')) return `${origin}${href}`;
  return href;
}

/** An opening or closing code fence: its indentation, marker and the rest of the line. */
export const FENCE_LINE = /^(\s*(?:>\s?)*\s*)(`{3,}|~{3,})(.*)$/;

/** Whether `line` closes a fence opened with `marker` (same character, at least as long, nothing after). */
export function closesFence(line: string, marker: string): boolean {
  const match = FENCE_LINE.exec(line);
  return !!match && match[2][0] === marker[0] && match[2].length >= marker.length && !match[3].trim();
}

/**
 * Outside code fences, trailing blanks go and runs of blank lines become one; the document ends
 * with exactly one newline. Code keeps every line as written.
 */
export function tidyMarkdown(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    if (fence) {
      out.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    const open = FENCE_LINE.exec(line);
    if (open) fence = open[2];
    const trimmed = line.replace(/[ \t]+$/, '');
    if (!trimmed && !out[out.length - 1]) continue;
    out.push(trimmed);
  }
  while (out.length && !out[0]) out.shift();
  while (out.length && !out[out.length - 1]) out.pop();
  return `${out.join('\n')}\n`;
}
