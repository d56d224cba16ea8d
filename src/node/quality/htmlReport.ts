import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the HTML gate reports: the Nu Html Checker's errors, each with its file and place. Pure:
 * the checker's JSON in, problems and their printout out (the run itself is `nuChecker.ts`).
 */
export interface HtmlProblem {
  /** Absolute path of the page, or `null` for a problem of the run itself (a file it could not read). */
  file: string | null;
  line: number | null;
  column: number | null;
  message: string;
  /** A few characters of source around the spot, when the checker gives them. */
  extract?: string;
}

interface VnuMessage {
  type?: unknown;
  subType?: unknown;
  url?: unknown;
  firstLine?: unknown;
  lastLine?: unknown;
  firstColumn?: unknown;
  lastColumn?: unknown;
  message?: unknown;
  extract?: unknown;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function fileOf(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('file:')) return null;
  return fileURLToPath(url);
}

/**
 * The problems in a `vnu --format json` report. Only `info` messages (warnings, notes) are left
 * out: an `error` fails the page, and a `non-document-error` (unreadable file, checker fault)
 * fails the run, since a page the checker never read is not a page that passed.
 */
export function problemsFromVnuReport(json: string): HtmlProblem[] {
  let report: unknown;
  try {
    report = JSON.parse(json);
  } catch {
    throw new Error(`The Nu Html Checker did not print a JSON report; it printed:\n${json.slice(0, 2000)}`);
  }
  const messages = (report as { messages?: unknown }).messages;
  if (!Array.isArray(messages)) throw new Error('The Nu Html Checker report has no "messages" list');
  return (messages as VnuMessage[])
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => {
      const text = typeof message.message === 'string' ? message.message : 'unknown problem';
      const problem: HtmlProblem = {
        file: fileOf(message.url),
        // The checker gives the first line only when the span covers several.
        line: numberOrNull(message.firstLine) ?? numberOrNull(message.lastLine),
        column: numberOrNull(message.firstColumn),
        message: message.type === 'non-document-error' ? `${text} (the checker could not check this file)` : text,
      };
      if (typeof message.extract === 'string') problem.extract = message.extract;
      return problem;
    });
}

export interface AcceptedHtmlError {
  /** The checker's message, or a pattern for one that quotes a value (an id). */
  message: string | RegExp;
  /** The source the checker quotes must match too, so the same message elsewhere still fails. */
  extract: RegExp;
  reason: string;
}

/**
 * Errors the gate lets through, each with its reason, and printed with its count on every run.
 * Two kinds only: the checker's own bugs (markup the standards allow), and markup the pinned
 * `@mui/x-*` packages render that no prop of theirs changes and that every browser reads one
 * defined way. Keep this list short: an entry is never a way to live with our own markup.
 */
export const ACCEPTED_HTML_ERRORS: readonly AcceptedHtmlError[] = [
  {
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /<link rel="expect" [^>]*blocking="render"/,
    reason:
      'the first-paint boundary (<link rel="expect" blocking="render">): the HTML Standard allows "blocking" on rel="expect" and "stylesheet" links, the checker knows only the latter',
  },
  {
    message: 'The “aria-readonly” attribute must only be specified with a value of “false” on elements that have a “contenteditable” attribute.',
    // Only a section that is not editable: aria-readonly="true" on an editable one would contradict it.
    extract: /<span [^>]*aria-readonly="true"[^>]*contentEditable="false"/,
    reason:
      'a read-only picker field\'s sections (<span contenteditable="false" aria-readonly="true">): ARIA in HTML forbids aria-readonly="true" only where the element is editable, the checker on any contenteditable attribute',
  },
  {
    message: /^Duplicate ID “[^”]+-(?:year|month|day|weekDay|hours|minutes|seconds|meridiem|empty)”\.$/,
    extract: /data-range-position="end"/,
    reason:
      'the package: a single-input range field gives the end date\'s sections the ids of the start date\'s (both carry the same aria-label, so each still reads right)',
  },
  {
    message: 'CSS: “transform”: Parse Error.',
    extract: /class="MuiClockNumber-root[^"]*"[^>]*style="transform:translate\(-?[\d.]+px, -?[\d.]+px"/,
    reason: 'the package: the clock\'s numbers leave translate( unclosed, which CSS closes at the end of the declaration in every browser',
  },
  {
    message: 'CSS: Unknown pseudo-element or pseudo-class “:focused”',
    extract: /:focused\{backg/,
    reason: 'the package: a clock number\'s style names a :focused state that does not exist, so browsers drop that one rule',
  },
  {
    message: 'Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
    extract: /class="MuiButtonBase-root MuiTab-root[^"]*"[^>]*role="tab"[^>]*aria-label="pick (?:date|time)"/,
    reason: 'the package: the date and time tabs of a mobile or static date-time picker switch views in place and name no tab panel',
  },
  {
    message: /^Element “div” not allowed as child of element “button” in this context\./,
    // The charts' legend: with onItemClick, each entry is a button around the entry's mark, a div
    // the checker quotes from its start, with the legend's own mark class.
    extract: /><div class="MuiChartsLabelMark-root [^"]*\bMuiChartsLegend-mark\b[^"]*" aria-hidden="true">/,
    reason:
      "the package: a charts legend with onItemClick draws each entry's colour mark as a div inside the entry's button; browsers and assistive technologies read the button's text as its name",
  },
  {
    message: /^Element “div” not allowed as child of element “ul” in this context\./,
    // The Tree View: an item's children sit in a Collapse drawn as <ul role="group">, quoted from
    // the end of that tag, and the Collapse's wrapper divs come between the list and the items.
    extract: /e="group"><div class="MuiCollapse-wrapper MuiCollapse-vertical /,
    reason:
      'the package: an expanded tree item draws its children in a Collapse rendered as <ul role="group">, with the Collapse\'s wrapper divs between the list and the items; assistive technologies read the group and treeitem roles, not the list',
  },
  {
    message: /^Duplicate ID “-[^”]+”\.$/,
    // The Tree View sets its own id in an effect, so on the server every item's id is "-" and the
    // item id; the checker quotes the item's li from its start.
    extract: /<li role="treeitem" tabindex="(?:0|-1)" id="-[^"]+"/,
    reason:
      "the package: a tree renders its items' ids as \"-<itemId>\" on the server (the tree's own id is set after it mounts), so trees with the same items repeat them until they hydrate",
  },
  {
    message: /^Element “div” not allowed as child of element “ul” in this context\./,
    // A Pro tree without a licence key draws its watermark, a div with these inline styles, as the
    // last child of its root ul.
    extract: /><div style="position:absolute;pointer-events:none;color:#8282829e;z-index:100000;[^"]*">MUI X /,
    reason:
      "the package: a Pro tree without a licence key draws its watermark as a div inside the tree's root list; it is absolutely placed and hidden from pointer events, and a licensed site has none",
  },
  {
    message: /^The “aria-value(?:min|max)” attribute must not be used on an element which has a “(?:min|max)” attribute\.$/,
    // MUI's Slider: its range input, which it marks with data-index and aria-orientation.
    extract: /<input data-index="\d+"[^>]*aria-orientation="(?:horizontal|vertical)"[^>]*type="range"/,
    reason:
      "@mui/material's Slider: its hidden range input repeats min and max as aria-valuemin and aria-valuemax, which ARIA in HTML advises against and assistive technologies read the same",
  },
  // Charts are drawn by the build (ServerSizedCharts.tsx): their SVG is in the HTML the checker reads.
  {
    message: 'Attribute “layout” not allowed on element “rect” at this point.',
    extract: /layout="(?:vertical|horizontal)" class="MuiBarElement-root /,
    reason: "the package: a bar chart's bars pass their layout prop on to their <rect> as an attribute SVG does not define; browsers ignore it",
  },
  {
    message: 'Attribute “shape” not allowed on element “circle” at this point.',
    extract: /<circle shape="(?:circle|cross|diamond|square|star|triangle|wye)" /,
    reason: "the package: a line chart's marks pass their shape prop on to their <circle> as an attribute SVG does not define; browsers ignore it",
  },
  {
    message: /^Attribute “(?:width|height)” not allowed on element “text” at this point\.$/,
    extract: /<text x="[\d.-]+" y="[\d.-]+" width="[\d.]+" height="[\d.]+" class="MuiBarLabel-root /,
    reason: "the package: a bar's label passes the bar's width and height on to its <text>, where SVG defines neither; browsers ignore them",
  },
  {
    message: /^Attribute “(?:x|y|width|height)” not allowed on element “g” at this point\.$/,
    extract: /<g x="0" y="0" height="\d+" width="\d+"><mask /,
    reason: "the package: the zoom slider's preview gives the group around its mask a rectangle's x, y, width and height, which a group does not take; browsers ignore them",
  },
  {
    message: /^CSS: “(?:rx|ry|x|y)”: Property “(?:rx|ry|x|y)” doesn't exist\.$/,
    extract: /(?:^|[^\w-])(?:rx|ry|x|y):[\d.]+px;/,
    reason: 'the checker: rx, ry, x and y are CSS properties of SVG shapes (SVG 2 geometry properties) that its CSS grammar lacks; browsers apply them',
  },
  // Data Grid demos carry a still copy of the grid's first screen with the rules it uses
  // (src/node/gridSnapshots/): the checker reads the grid's own CSS there.
  {
    message: 'CSS: “container-type”: Property “container-type” doesn\'t exist.',
    extract: /type:inline-size;width/,
    reason: "the checker: its CSS grammar predates container queries; a grid's still copy is a size container so that its fluid columns (cqw) fit any box",
  },
  {
    message: 'CSS: “content-visibility”: Property “content-visibility” doesn\'t exist.',
    extract: /100%;content-visibility:auto\}/,
    reason: "the checker: its CSS grammar lacks content-visibility (CSS Containment 2); a grid's still copy is not rendered while off screen",
  },
  {
    message: 'CSS: “--snapshot-free”: Parse Error.',
    extract: /snapshot-fixed\)\)\}/,
    reason: 'the checker: it cannot parse a custom property whose value uses container units; browsers compute the free width of the copy from it',
  },
  {
    message: /^CSS: “background-color”: “calc\((?:calc\()?var\(--DataGrid-t-color-interactive-[\w-]+\)[^”]*\* 100%\)” is not a “\*invalid\*” value\.$/,
    extract: /\* 100%\)\);/,
    reason: "the package: the grid mixes its row colours with color-mix() and a percentage from its theme variables, which the checker's CSS grammar does not know; browsers apply it",
  },
  {
    message: 'Attribute “placeholder” is only allowed when the input type is “email”, “number”, “password”, “search”, “tel”, “text”, or “url”.',
    extract: /<input aria-invalid="false" placeholder="" max="9999-12-31" class="MuiInputBase-input [^"]*" type="date"/,
    reason: "the package: a header filter for a date column gives its native date input an empty placeholder, which browsers ignore",
  },
];

/** The accepted error a problem is, if any. */
export function acceptedHtmlError(problem: HtmlProblem, accepted: readonly AcceptedHtmlError[] = ACCEPTED_HTML_ERRORS): AcceptedHtmlError | undefined {
  const said = (entry: AcceptedHtmlError) => (typeof entry.message === 'string' ? entry.message === problem.message : entry.message.test(problem.message));
  return accepted.find((entry) => said(entry) && problem.extract !== undefined && entry.extract.test(problem.extract));
}

/** `x/a/index.html:12:5`, relative to the site folder. */
export function problemPlace(problem: HtmlProblem, root: string): string {
  if (!problem.file) return '(checker)';
  const file = path.relative(root, problem.file).split(path.sep).join('/');
  return problem.line === null ? file : `${file}:${problem.line}${problem.column === null ? '' : `:${problem.column}`}`;
}

/**
 * The kind of a message, for the tally: the same rule broken on many pages reads as one line.
 * The checker quotes element and attribute names, which stay; quoted values (ids, texts) vary.
 */
export function problemKind(message: string): string {
  return message.replace(/“[^”]{25,}”/g, '“…”').replace(/ \(Suppressing further errors from this subtree\.\)$/, '');
}

/**
 * The printout of a failed run: how many problems on how many pages, a tally by kind, then the
 * first `limit` problems with file, line, column and the source around them.
 */
export function formatHtmlProblems(problems: readonly HtmlProblem[], root: string, limit = 20): string {
  const files = new Set(problems.map((problem) => problem.file));
  const kinds = new Map<string, number>();
  for (const problem of problems) kinds.set(problemKind(problem.message), (kinds.get(problemKind(problem.message)) ?? 0) + 1);
  const lines = [`${problems.length} HTML error${problems.length === 1 ? '' : 's'} on ${files.size} page${files.size === 1 ? '' : 's'}:`];
  for (const [kind, count] of [...kinds].sort((a, b) => b[1] - a[1])) lines.push(`  ${String(count).padStart(4)} × ${kind}`);
  lines.push('', problems.length > limit ? `The first ${limit}:` : 'Each:');
  for (const problem of problems.slice(0, limit)) {
    lines.push(`  ${problemPlace(problem, root)} ${problem.message}`);
    if (problem.extract) lines.push(`      ${problem.extract.replace(/\s+/g, ' ').trim()}`);
  }
  return lines.join('\n');
}
