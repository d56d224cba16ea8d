/**
 * The imports a guide page's code blocks show, for the check that each names a real export of the
 * installed package (test/unit/node/content/codeBlockImports.test.ts). A reader copies these
 * lines as they are: an adapter imported under a name the package does not export is `undefined`
 * at run time.
 */

export interface CodeBlockImport {
  /** The module, as written (`@mui/x-date-pickers/AdapterDateFnsV2`). */
  specifier: string;
  /** Names the block takes from it: `default` for a default import; a namespace import takes none. */
  names: string[];
  /** 1-based line of the markdown file where the import statement starts. */
  line: number;
}

const CODE_LANGUAGES = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript']);

/**
 * Code that is old on purpose: a migration guide's "before" block, whose first line says so
 * (`// before`, `// Before: v6`), shows what a reader has to change, not what to write.
 */
const BEFORE_MARKER = /^\s*\/\/\s*before\b/i;

const IMPORT = /^[ \t]*import\s+(?:type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;

const INLINE_IMPORT = /`(import\s[^`]*)`/g;

function importedNames(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([\s\S]*)\}/.exec(clause);
  const outside = clause.replace(/\{[\s\S]*\}/, '').trim().replace(/,$/, '').trim();
  if (outside && !outside.startsWith('*')) names.push('default');
  if (braces) {
    for (const part of braces[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** Every import statement of the page's JavaScript and TypeScript fences, but "before" blocks. */
export function codeBlockImports(markdown: string): CodeBlockImport[] {
  const found: CodeBlockImport[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[index]);
    if (!fence) {
      // An import written inline, in a sentence or a table cell (`import { X } from 'y';`).
      for (const span of lines[index].matchAll(INLINE_IMPORT)) {
        for (const match of span[1].matchAll(IMPORT)) found.push({ specifier: match[2], names: importedNames(match[1]), line: index + 1 });
      }
      continue;
    }
    const [, , marker, language] = fence;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !lines[end].trim().startsWith(marker)) end += 1;
    index = end;
    if (!CODE_LANGUAGES.has(language.toLowerCase())) continue;
    const body = lines.slice(start, end);
    if (BEFORE_MARKER.test(body.find((line) => line.trim() !== '') ?? '')) continue;
    const text = body.join('\n');
    for (const match of text.matchAll(IMPORT)) {
      const line = start + text.slice(0, match.index).split('\n').length;
      found.push({ specifier: match[2], names: importedNames(match[1]), line });
    }
  }
  return found;
}
