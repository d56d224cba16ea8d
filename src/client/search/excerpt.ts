/** A run of excerpt text; `mark` runs are the words that matched. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references Pagefind writes into excerpts and content. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a Pagefind excerpt (escaped text with `<mark>` around matches) into plain runs, so the
 * dialog renders them as text: no HTML from the index ever reaches `innerHTML`. Any other tag
 * is dropped.
 */
export function parseMarkedExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (raw: string, mark: boolean) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let cursor = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    push(html.slice(cursor, match.index), false);
    push(match[1], true);
    cursor = match.index + match[0].length;
  }
  push(html.slice(cursor), false);
  return parts;
}

/**
 * An excerpt of `words` around the first hit in [start, end): up to `size` words, the hits
 * marked. Used for sections (headings, API entries) that Pagefind does not excerpt itself.
 */
export function excerptAround(words: readonly string[], hits: ReadonlySet<number>, start: number, end: number, size = 18): ExcerptPart[] {
  const first = [...hits].filter((hit) => hit >= start && hit < end).sort((a, b) => a - b)[0] ?? start;
  const from = Math.max(start, Math.min(first - Math.floor(size / 3), end - size));
  const to = Math.min(end, from + size);
  const parts: ExcerptPart[] = [];
  const append = (text: string, mark: boolean) => {
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  for (let index = from; index < to; index += 1) {
    if (index > from) append(' ', false);
    append(decodeEntities(words[index] ?? ''), hits.has(index));
  }
  return parts;
}
