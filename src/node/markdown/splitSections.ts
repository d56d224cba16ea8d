import type { MarkdownProblem } from './errors';

export type DirectiveOptions = Record<string, unknown>;

/** A piece of a page, in reading order. */
export type RawSection =
  | { type: 'markdown'; source: string; startLine: number }
  | { type: 'demo'; demo: string; options: DirectiveOptions; line: number }
  | { type: 'component'; component: string; options: DirectiveOptions; line: number }
  | { type: 'codeTabs'; storageKey: string; tabs: RawCodeTab[]; line: number };

export interface RawCodeTab {
  name: string;
  language: string;
  code: string;
}

const DIRECTIVE = /^\s*\{\{.*\}\}\s*$/;
const FENCE = /^\s*(```|~~~)/;
const CODEBLOCK_OPEN = /^\s*<codeblock\s+storageKey="([^"]+)"\s*>\s*$/;
const CODEBLOCK_CLOSE = /^\s*<\/codeblock>\s*$/;

function parseCodeTabs(lines: string[], firstLine: number, problems: MarkdownProblem[], file: string): RawCodeTab[] {
  const tabs: RawCodeTab[] = [];
  let current: { info: string[]; code: string[] } | null = null;
  lines.forEach((line, offset) => {
    if (FENCE.test(line)) {
      if (current) {
        const [language = '', ...name] = current.info;
        tabs.push({ language, name: name.join(' ') || language, code: current.code.join('\n') + '\n' });
        current = null;
      } else {
        current = { info: line.trim().replace(/^(```|~~~)/, '').trim().split(/\s+/), code: [] };
      }
    } else if (current) {
      current.code.push(line);
    } else if (line.trim()) {
      problems.push({ file, line: firstLine + offset + 1, message: 'Only fenced code blocks may appear inside <codeblock>' });
    }
  });
  if (current) problems.push({ file, line: firstLine + lines.length, message: 'Unclosed code fence inside <codeblock>' });
  if (tabs.length === 0) problems.push({ file, line: firstLine, message: '<codeblock> holds no code block' });
  return tabs;
}

function parseDirective(line: string, lineNumber: number, file: string, problems: MarkdownProblem[]): RawSection | null {
  let value: unknown;
  try {
    value = JSON.parse(line.trim().slice(1, -1));
  } catch (error) {
    problems.push({ file, line: lineNumber, message: `Invalid directive JSON: ${(error as Error).message}` });
    return null;
  }
  const options = { ...(value as DirectiveOptions) };
  if (typeof options.demo === 'string') {
    const { demo, ...rest } = options;
    return { type: 'demo', demo: demo as string, options: rest, line: lineNumber };
  }
  if (typeof options.component === 'string') {
    const { component, ...rest } = options;
    return { type: 'component', component: component as string, options: rest, line: lineNumber };
  }
  problems.push({ file, line: lineNumber, message: 'A directive needs a "demo" or a "component" key' });
  return null;
}

/**
 * Cuts the body into markdown runs, `{{…}}` directives and `<codeblock>` tab groups. Lines inside
 * a code fence are never treated as directives. `bodyLineOffset` maps lines back to the file.
 */
export function splitSections(
  body: string,
  bodyLineOffset: number,
  file: string,
  problems: MarkdownProblem[],
): RawSection[] {
  const lines = body.split('\n');
  const sections: RawSection[] = [];
  let chunk: string[] = [];
  let chunkStart = 0;
  let inFence = false;

  const flush = (nextStart: number) => {
    if (chunk.some((line) => line.trim())) {
      sections.push({ type: 'markdown', source: chunk.join('\n'), startLine: bodyLineOffset + chunkStart });
    }
    chunk = [];
    chunkStart = nextStart;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const fileLine = bodyLineOffset + index + 1;
    if (FENCE.test(line)) inFence = !inFence;
    if (!inFence && DIRECTIVE.test(line)) {
      flush(index + 1);
      const directive = parseDirective(line, fileLine, file, problems);
      if (directive) sections.push(directive);
      continue;
    }
    const open = inFence ? null : CODEBLOCK_OPEN.exec(line);
    if (open) {
      const closeIndex = lines.findIndex((candidate, at) => at > index && CODEBLOCK_CLOSE.test(candidate));
      if (closeIndex === -1) {
        problems.push({ file, line: fileLine, message: '<codeblock> is never closed' });
        continue;
      }
      flush(closeIndex + 1);
      sections.push({
        type: 'codeTabs',
        storageKey: open[1],
        tabs: parseCodeTabs(lines.slice(index + 1, closeIndex), fileLine, problems, file),
        line: fileLine,
      });
      index = closeIndex;
      continue;
    }
    chunk.push(line);
  }
  flush(lines.length);
  return sections;
}
