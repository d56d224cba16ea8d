/**
 * How much a guide page holds, as `npm run report:content` prints it per route: words of prose
 * (front matter, code, directives and markup not counted), live demos, and the distinct API names
 * written in backticks, the names a reader searches for.
 */
export interface PageFigures {
  words: number;
  demos: number;
  apiNames: number;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;

export function pageFigures(markdown: string): PageFigures {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const prose: string[] = [];
  let demos = 0;
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker && line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (/^\s*\{\{\s*"demo"/.test(line)) demos += 1;
    if (/^\s*\{\{/.test(line)) continue;
    prose.push(line);
  }
  const text = prose.join('\n');
  const names = new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim()).filter((code) => IDENTIFIER.test(code)));
  const words = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words, demos, apiNames: names.size };
}
