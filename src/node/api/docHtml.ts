import MarkdownIt from 'markdown-it';
import { escapeHtml } from '../../shared/utils/escapeHtml';

/** Finds the page of an API name (`GridColDef` → `/x/api/data-grid/grid-col-def/`), if it has one. */
export type ApiLinker = (name: string) => string | null;

const MUI_ORIGIN = 'https://mui.com';

// Descriptions come from third-party typings: raw HTML in them is shown as text, never rendered.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/**
 * A JSDoc description as HTML: markdown, `{@link url text}` as links, and `[[Name]]` references
 * as links to that API page (as code when the name has no page).
 */
export function docToHtml(text: string, linker: ApiLinker): string {
  const source = text
    .trim()
    .replace(/\{@link\s+(\S+?)(?:\s*\|\s*|\s+)([^}]*)\}/g, (_, url: string, label: string) => `[${label.trim() || url}](${url})`)
    .replace(/\{@link\s+(\S+?)\}/g, (_, url: string) => `[${url}](${url})`)
    .replace(/\[\[([A-Za-z0-9_]+)\]\]/g, (_, name: string) => {
      const href = linker(name);
      return href ? `[\`${name}\`](${href})` : `\`${name}\``;
    });
  if (!source) return '';
  // Site-relative links in the typings point into mui.com; only `/x/` is this site. Code
  // samples are focusable so keyboard users can scroll them in a narrow column (WCAG 2.1.1).
  return markdown
    .render(source)
    .trim()
    .replace(/href="\/(?!x\/)/g, `href="${MUI_ORIGIN}/`)
    .replace(/<pre>/g, '<pre tabindex="0">');
}

/** A type as HTML: escaped, with every name that has an API page linked to it. */
export function typeToHtml(type: string, linker: ApiLinker): string {
  return type
    .split(/([A-Za-z_$][A-Za-z0-9_$]*)/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const href = linker(part);
      return href ? `<a href="${href}">${part}</a>` : part;
    })
    .join('');
}
