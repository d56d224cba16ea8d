import type { CodeVariant } from '../preferences/codePreferences';
import type { CodeShape, DemoCode, DemoFileName } from './demoTypes';

/** What the code panel under a demo shows. */
export type CodePanel = 'none' | 'preview' | 'full';

/** The panel a demo starts with, from its `defaultCodeOpen` option and whether it has a preview. */
export function initialCodePanel(defaultCodeOpen: boolean | undefined, hasPreview: boolean): CodePanel {
  if (defaultCodeOpen === true) return 'full';
  if (defaultCodeOpen === false || !hasPreview) return 'none';
  return 'preview';
}

/** The code button: its label key and the panel it leads to. */
export function codeToggle(panel: CodePanel, start: CodePanel): { labelKey: string; next: CodePanel } {
  if (panel === 'full') {
    const back = start === 'full' ? 'none' : start;
    return { labelKey: back === 'preview' ? 'demo.collapseCode' : 'demo.hideCode', next: back };
  }
  return { labelKey: panel === 'preview' ? 'demo.expandCode' : 'demo.showCode', next: 'full' };
}

/** `#Name.tsx` / `#Name.js` in the address asks for this demo's code in that variant. */
export function variantFromHash(hash: string, name: string): 'TS' | 'JS' | null {
  if (hash === `#${name}.tsx`) return 'TS';
  if (hash === `#${name}.js`) return 'JS';
  return null;
}

/** Keyboard movement in a toolbar (roving tab index): the index to focus, or null to ignore. */
export function rovingIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A file's tab label and the path the live compiler uses for it. */
export interface FileName {
  label: string;
  path: string;
}

/** One file as the code panel shows it: its tab label, the path the live compiler uses, its code. */
export interface ShownFile extends FileName {
  code: string;
  html: string;
}

/**
 * The names of a demo's files in a variant, the demo itself first; JS files holding JSX compile
 * as `.jsx`. Known from the page alone, so file tabs never wait for the sources.
 */
export function fileNamesOf(name: string, files: readonly DemoFileName[], variant: CodeVariant): FileName[] {
  return [
    { label: `${name}.${variant === 'TS' ? 'tsx' : 'js'}`, path: `${name}.${variant === 'TS' ? 'tsx' : 'jsx'}` },
    ...files.map((file) =>
      variant === 'TS' ? { label: file.tsName, path: file.tsName } : { label: file.jsName, path: file.tsName.replace(/\.ts(x?)$/, '.js$1') },
    ),
  ];
}

/** The demo's files in a variant with their code, once its sources have been fetched. */
export function filesOf(name: string, code: DemoCode, variant: CodeVariant): ShownFile[] {
  const sources = [variant === 'TS' ? code.ts : code.js, ...code.files.map((file) => (variant === 'TS' ? file.ts : file.js))];
  return fileNamesOf(name, code.files, variant).map((file, index) => ({ ...file, ...sources[index] }));
}

/** Edits are kept per variant and file, so switching either never loses typing. */
export function editKey(variant: CodeVariant, fileIndex: number): string {
  return `${variant}:${fileIndex}`;
}

/** The lines and longest line of a source, as its `<pre>` will lay it out. */
export function codeShape(code: string): CodeShape {
  const lines = code.replace(/\n$/, '').split('\n');
  return { lines: lines.length, width: Math.max(0, ...lines.map((line) => line.length)) };
}

/**
 * Text with the shape of a source still on its way: the message, then blank lines and a line of
 * spaces as wide as the longest one, so the `<pre>` takes the height and scroll width of the code.
 */
export function placeholderText(message: string, shape: CodeShape): string {
  if (shape.lines <= 1) return message.padEnd(shape.width, ' ');
  return `${message}${'\n'.repeat(shape.lines - 1)}${' '.repeat(shape.width)}`;
}
