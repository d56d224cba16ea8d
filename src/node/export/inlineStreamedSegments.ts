import { parseDocument } from 'htmlparser2';
import type { ChildNode, Comment, Element } from 'domhandler';

/**
 * React's server renderer streams a Suspense boundary "outlined" once the page's inline
 * boundaries pass about 12.8 kB: the boundary's place holds its fallback, its content follows at
 * the end of `<body>` in `<div hidden id="S:n">`, and an inline script (`$RC`) moves it into place,
 * since React 19.2 on a timer after the first frames. For a static page that means a demo that
 * shows its placeholder first and jumps to its real size later, no demo at all without
 * JavaScript, and inline scripts a content security policy has to allow. The export knows every
 * boundary's content up front, so this puts each one where it belongs, as an inline boundary
 * (`<!--$-->…<!--/$-->`) that React hydrates like any other, and drops the scripts.
 */

/** The scripts React writes for outlined boundaries: the reveal helpers and `$RC(…)` calls. */
const REVEAL_CLOCK = 'requestAnimationFrame(function(){$RT=performance.now()});';
// Ids count in base 32 (`B:9`, then `B:a`).
const REVEAL_CALL = /\$RC\("(B:[0-9a-z]+)","(S:[0-9a-z]+)"\)/g;
const REVEAL_SCRIPT = /^(?:\$RB=\[\];[\s\S]*?;)?(?:\$RC\("B:[0-9a-z]+","S:[0-9a-z]+"\);?)+$/;
/** Other streaming instructions (`$RS` partial segments, `$RX` client-rendered boundaries, `$RR` with styles). */
const OTHER_INSTRUCTION = /\$R[SXR]\(/;
/** Any trace of streaming: most pages have none and need no parse. */
const STREAMING_TRACE = /\$R[CSXR]\(|<template id="B:|<div hidden id="S:/;

interface Edit {
  start: number;
  /** Exclusive. */
  end: number;
  text: string;
}

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function* elements(nodes: readonly ChildNode[]): Generator<Element> {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    yield node;
    yield* elements(node.children);
  }
}

function textOf(element: Element): string {
  return element.children.map((child) => (child.type === 'text' ? child.data : '')).join('');
}

function end(node: ChildNode): number {
  return (node.endIndex ?? 0) + 1;
}

/** The `<!--/$-->` that closes the boundary opened by `open`, skipping nested boundaries. */
function closingComment(open: Comment): Comment | null {
  let depth = 0;
  for (let node = open.next; node; node = node.next) {
    if (node.type !== 'comment') continue;
    if (node.data === '/$') {
      if (depth === 0) return node;
      depth -= 1;
    } else if (['$', '$?', '$!', '$~'].includes(node.data)) {
      depth += 1;
    }
  }
  return null;
}

function applyEdits(html: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let result = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error('overlapping Suspense boundaries in the streamed HTML');
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}

/** One round: every boundary whose placeholder is in the page (not inside another segment) gets its content. */
function inlineRound(html: string, file: string): { html: string; inlined: number } {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const segments = new Map<string, Element>();
  const placeholders = new Map<string, Element>();
  const scripts: Element[] = [];
  for (const element of elements(document.children)) {
    const id = element.attribs.id;
    if (element.name === 'div' && id?.startsWith('S:') && 'hidden' in element.attribs) segments.set(id, element);
    if (element.name === 'template' && id?.startsWith('B:')) placeholders.set(id, element);
    if (element.name === 'script' && Object.keys(element.attribs).length === 0) {
      const text = textOf(element).trim();
      if (text === REVEAL_CLOCK || REVEAL_SCRIPT.test(text)) scripts.push(element);
      else if (text.includes('$RC(') || OTHER_INSTRUCTION.test(text)) {
        throw new Error(`${file}: a streaming script this build cannot inline: ${text.slice(0, 120)}`);
      }
    }
  }
  if (scripts.length === 0) {
    if (placeholders.size > 0 || segments.size > 0) throw new Error(`${file}: a streamed boundary without a reveal script`);
    return { html, inlined: 0 };
  }

  const insideSegment = (node: ChildNode) => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (parent.type === 'tag' && parent.attribs.id?.startsWith('S:')) return true;
    }
    return false;
  };

  const edits: Edit[] = [];
  let inlined = 0;
  let pending = 0;
  for (const script of scripts) {
    let keep = '';
    for (const [, boundaryId, segmentId] of textOf(script).matchAll(REVEAL_CALL)) {
      const placeholder = placeholders.get(boundaryId);
      const segment = segments.get(segmentId);
      if (!placeholder || !segment) throw new Error(`${file}: $RC("${boundaryId}","${segmentId}") names a boundary or segment the page lacks`);
      if (insideSegment(placeholder)) {
        // Inside content that has not been placed yet: the next round, once it has.
        keep += `$RC("${boundaryId}","${segmentId}");`;
        pending += 1;
        continue;
      }
      const open = placeholder.prev;
      if (!open || open.type !== 'comment' || open.data !== '$?') throw new Error(`${file}: ${boundaryId} does not follow a pending boundary marker`);
      const close = closingComment(open);
      if (!close) throw new Error(`${file}: ${boundaryId} has no end marker`);
      const first = segment.children[0];
      const last = segment.children.at(-1);
      const content = first && last ? html.slice(first.startIndex ?? 0, end(last)) : '';
      edits.push({ start: open.startIndex ?? 0, end: end(close), text: `<!--$-->${content}<!--/$-->` });
      edits.push({ start: segment.startIndex ?? 0, end: end(segment), text: '' });
      inlined += 1;
    }
    edits.push({ start: script.startIndex ?? 0, end: end(script), text: keep ? `<script>${keep}</script>` : '' });
  }
  if (inlined === 0 && pending > 0) throw new Error(`${file}: streamed segments nest in a way this build cannot inline`);
  return { html: applyEdits(html, edits), inlined };
}

/**
 * The page with every outlined boundary inline and React's reveal scripts gone. Throws, naming
 * the file, on any streaming construct it does not understand, so the build fails rather than
 * ship a page whose demos never appear without JavaScript.
 */
export function inlineStreamedSegments(html: string, file: string): { html: string; inlined: number } {
  if (!STREAMING_TRACE.test(html)) return { html, inlined: 0 };
  let current = html;
  let total = 0;
  for (let round = 0; round < 100; round += 1) {
    const { html: next, inlined } = inlineRound(current, file);
    total += inlined;
    if (inlined === 0) return { html: next, inlined: total };
    current = next;
  }
  throw new Error(`${file}: streamed segments nest more than 100 deep`);
}
