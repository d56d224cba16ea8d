import type { DemoLookup } from '../../demos/demoData';
import type { DirectiveSources } from '../../directives/directiveSources';
import { resolveDirective } from '../../directives/resolveDirective';
import { demoBaseName, parseDemoOptions } from '../../demos/demoOptions';
import { initialCodePanel } from '../../../shared/demos/codePanelState';
import { formatProblem, type MarkdownProblem } from '../../markdown/errors';
import { CALLOUT_LABELS, CALLOUT_SEVERITIES, type CalloutSeverity } from '../../../shared/markdownIcons';
import { readPageSource } from '../../markdown/pageSource';
import type { RawSection } from '../../markdown/splitSections';
import { withTrailingSlash } from '../../../shared/nav/routes';
import { directiveToMarkdown } from './directiveTwin';
import { htmlToInlineMarkdown } from './htmlToMarkdown';
import { FENCE_LINE, absoluteHref, closesFence, escapeMarkdownText, fencedCode, inlineCode, tidyMarkdown } from './markdownText';
import { planLabel, PLAN_MARKER, type PaidPlan } from '../../../shared/plans';

export interface GuideTwinInput {
  /** The markdown file as written, front matter included. */
  source: string;
  /** Its path from the project root (`data/data-grid/pagination/pagination.md`), for errors and demos. */
  file: string;
  /** Route of the page without trailing slash. */
  pathname: string;
  origin: string;
  demos: DemoLookup;
  /** What component directives are computed from, as for the page itself. */
  directives: DirectiveSources;
  /**
   * Filled with the JSX preview the page shows for a demo, by the name of the demo's code block
   * (`Grid.tsx`): where a long twin moves that code to a part, the preview stays, as on the page.
   */
  shownPreviews?: Map<string, string>;
}

interface TwinContext {
  file: string;
  origin: string;
  pageUrl: string;
  problems: MarkdownProblem[];
}

const CALLOUT_OPEN = new RegExp(`^\\s*:::\\s*(${CALLOUT_SEVERITIES.join('|')})\\s*$`);
const CALLOUT_CLOSE = /^\s*:::\s*$/;
// A tag no rule below turned into Markdown; `\<` is an escaped bracket, not a tag.
const LEFTOVER_TAG = /(^|[^\\])(<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s[^<>]*)?\/?>)/g;

/** Splits text into code spans (kept verbatim) and the prose around them (CommonMark's backtick rule). */
export function splitCodeSpans(text: string): Array<{ code: boolean; text: string }> {
  const parts: Array<{ code: boolean; text: string }> = [];
  let at = 0;
  let proseStart = 0;
  const runAt = (index: number) => {
    let length = 0;
    while (text[index + length] === '`') length += 1;
    return length;
  };
  while (at < text.length) {
    if (text[at] === '\\') {
      at += 2;
      continue;
    }
    if (text[at] !== '`') {
      at += 1;
      continue;
    }
    const open = runAt(at);
    let scan = at + open;
    let close = -1;
    while (scan < text.length) {
      if (text[scan] !== '`') {
        scan += 1;
        continue;
      }
      const run = runAt(scan);
      if (run === open) {
        close = scan;
        break;
      }
      scan += run;
    }
    // An unmatched run of backticks is literal text.
    if (close === -1) {
      at += open;
      continue;
    }
    if (at > proseStart) parts.push({ code: false, text: text.slice(proseStart, at) });
    parts.push({ code: true, text: text.slice(at, close + open) });
    at = close + open;
    proseStart = at;
  }
  if (proseStart < text.length) parts.push({ code: false, text: text.slice(proseStart) });
  return parts;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1];
}

/** The inline HTML the guides use, as Markdown; links made absolute. Runs on prose only, never on code. */
function proseToMarkdown(text: string, context: TwinContext, firstLine: number, lineOfOffset: (offset: number) => number): string {
  const href = (value: string) => absoluteHref(value, context.origin, context.pageUrl);
  const converted = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(PLAN_MARKER, (_match, plan: PaidPlan) => `(${planLabel(plan)})`)
    .replace(/<kbd(?:\s[^>]*)?>([^<]*)<\/kbd>/g, (_match, key: string) => inlineCode(key))
    // A collapsible question and answer reads as a bold question followed by its answer.
    .replace(/<details(?:\s[^>]*)?>/g, '\n\n')
    .replace(/<\/details>/g, '\n\n')
    .replace(/<summary(?:\s[^>]*)?>\s*/g, '\n\n**')
    .replace(/\s*<\/summary>/g, '**\n\n')
    // A video is a link to its file; of a light/dark pair of images only the light one is kept,
    // since both show the same thing.
    .replace(/<video\s[^>]*>[\s\S]*?<\/video>/g, (tag) => {
      const label = escapeMarkdownText(`Video: ${attribute(tag, 'aria-label') ?? ''}`.trim());
      return `[${label}](${href(attribute(tag, 'src') ?? '')})`;
    })
    .replace(/<img\s[^>]*>/g, (tag) =>
      /(^|\s)only-dark-mode(\s|$)/.test(attribute(tag, 'class') ?? '')
        ? ''
        : `![${escapeMarkdownText(attribute(tag, 'alt') ?? '')}](${href(attribute(tag, 'src') ?? '')})`,
    )
    .replace(/<a\s([^>]*)>([\s\S]*?)<\/a>/g, (tag, _attributes: string, label: string) => {
      const target = attribute(tag, 'href');
      return target ? `[${label}](${href(target)})` : label;
    })
    .replace(/\]\(\s*(<?)([^\s)>]+)/g, (_match, bracket: string, target: string) => `](${bracket}${href(target)}`)
    .replace(/^( {0,3}\[[^\]]+\]:\s*)(<?)(\S+?)(?=>?(\s|$))/gm, (_match, lead: string, bracket: string, target: string) => `${lead}${bracket}${href(target)}`);
  for (const match of converted.matchAll(LEFTOVER_TAG)) {
    // No rule touched this tag, so it stands in the source as it does here.
    const line = lineOfOffset(Math.max(text.indexOf(match[2]), 0));
    context.problems.push({
      file: context.file,
      line: firstLine + line,
      message: `The Markdown twin has no form for ${match[2]}: write it in Markdown, or teach src/node/seo/markdownTwin/guideTwin.ts to convert it`,
    });
  }
  return converted;
}

/** Markdown with its HTML converted and its links absolute, code spans untouched. */
function inlineToMarkdown(text: string, context: TwinContext, firstLine: number): string {
  let offset = 0;
  return splitCodeSpans(text)
    .map((part) => {
      const start = offset;
      offset += part.text.length;
      if (part.code) return part.text;
      return proseToMarkdown(part.text, context, firstLine, (at) => text.slice(0, start + at).split('\n').length - 1);
    })
    .join('');
}

const calloutMarker = (severity: CalloutSeverity) => `[!${CALLOUT_LABELS[severity].toUpperCase()}]`;

/**
 * A run of markdown: fenced code is copied as is, `:::severity` callouts become GitHub-style
 * alerts (a block quote opened by `[!NOTE]` and the like), everything else goes through
 * `inlineToMarkdown`.
 */
function markdownRun(source: string, startLine: number, context: TwinContext): string {
  const out: string[] = [];
  let depth = 0;
  let fence: string | null = null;
  let prose: string[] = [];
  let proseStart = 0;
  const quote = (line: string) => `${'> '.repeat(depth)}${line}`.trimEnd();
  const flush = () => {
    if (prose.length) {
      inlineToMarkdown(prose.join('\n'), context, startLine + proseStart + 1)
        .split('\n')
        .forEach((line) => out.push(quote(line)));
    }
    prose = [];
  };
  source.split('\n').forEach((line, index) => {
    if (fence) {
      out.push(quote(line));
      if (closesFence(line, fence)) fence = null;
      return;
    }
    const open = FENCE_LINE.exec(line);
    const callout = CALLOUT_OPEN.exec(line);
    if (open) {
      flush();
      fence = open[2];
      out.push(quote(line));
    } else if (callout) {
      flush();
      out.push(quote(''));
      depth += 1;
      out.push(quote(calloutMarker(callout[1] as CalloutSeverity)));
    } else if (depth > 0 && CALLOUT_CLOSE.test(line)) {
      flush();
      depth -= 1;
      // A blank line ends the quote; without it the next paragraph would continue it lazily.
      out.push(quote(''));
    } else {
      if (!prose.length) proseStart = index;
      prose.push(line);
    }
  });
  flush();
  return out.join('\n');
}

function codeInfo(language: string, fileName?: string): string {
  return fileName && fileName !== language ? `${language} title="${fileName}"` : language;
}

function sectionToMarkdown(section: RawSection, context: TwinContext, input: GuideTwinInput, demoFolder: string): string {
  const { demos } = input;
  switch (section.type) {
    case 'markdown':
      return markdownRun(section.source, section.startLine, context);
    case 'codeTabs':
      return section.tabs.map((tab) => fencedCode(tab.code, codeInfo(tab.language, tab.name))).join('\n\n');
    case 'demo': {
      const name = demoBaseName(section.demo);
      const entry = demos.find(demoFolder, name);
      if (!entry) {
        const known = demos.namesIn(demoFolder);
        context.problems.push({
          file: context.file,
          line: section.line,
          message:
            `Demo ${name} is not in src/demos/generated/manifest.json, so its code cannot go into the Markdown twin ` +
            `(demos of data/${demoFolder}/: ${known.length ? known.join(', ') : 'none'}); run \`npm run generate\``,
        });
        return '';
      }
      const { options } = parseDemoOptions(section.demo, section.options);
      if (entry.preview !== null && !options.hideToolbar && initialCodePanel(options.defaultCodeOpen, true) === 'preview') {
        input.shownPreviews?.set(`${name}.tsx`, entry.preview);
      }
      return [
        fencedCode(entry.ts, codeInfo('tsx', `${name}.tsx`)),
        ...entry.files.map((file) => fencedCode(file.ts, codeInfo(file.tsName.endsWith('.tsx') ? 'tsx' : 'ts', file.tsName))),
      ].join('\n\n');
    }
    case 'component': {
      // Computed as for the page, so the twin says what the page shows.
      const result = resolveDirective(section.component, section.options, { folder: demoFolder }, input.directives);
      if (!result.ok) {
        for (const message of result.errors) context.problems.push({ file: context.file, line: section.line, message });
        return '';
      }
      return directiveToMarkdown(result.directive, { origin: context.origin, pageUrl: context.pageUrl });
    }
  }
}

/** Thrown when a page cannot be written as Markdown; lists every problem with its line. */
export class MarkdownTwinError extends Error {
  constructor(pathname: string, problems: readonly MarkdownProblem[]) {
    super(`Cannot write the Markdown twin of ${pathname}:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'MarkdownTwinError';
  }
}

/**
 * The Markdown twin of a guide page: `# Title`, the description, then the body with front matter
 * removed, every demo replaced by its TypeScript source (and the files it imports), code tabs as
 * consecutive fenced blocks, callouts as alerts, badges and keys as text, links absolute.
 */
export function guideTwin(input: GuideTwinInput): string {
  const { source, file, pathname, origin } = input;
  const problems: MarkdownProblem[] = [];
  const context: TwinContext = { file, origin, pageUrl: `${origin}${withTrailingSlash(pathname)}`, problems };
  const { headers, lead, folder: demoFolder, sections, problems: sourceProblems } = readPageSource(source, file);

  const titleLine = source.split('\n').findIndex((line) => /^# /.test(line)) + 1;
  const title = lead.titleMarkdown ? inlineToMarkdown(lead.titleMarkdown, context, Math.max(titleLine, 1)) : escapeMarkdownText(headers.title ?? '');
  const description = lead.descriptionHtml
    ? htmlToInlineMarkdown(lead.descriptionHtml, context)
    : escapeMarkdownText(headers.description ?? '');

  problems.push(...sourceProblems);
  const parts = sections.map((section) => sectionToMarkdown(section, context, input, demoFolder));

  if (!title) problems.push({ file, line: 1, message: 'The page has no title to head its Markdown twin' });
  if (problems.length) throw new MarkdownTwinError(pathname, problems);
  return tidyMarkdown([`# ${title}`, description, ...parts].join('\n\n'));
}
