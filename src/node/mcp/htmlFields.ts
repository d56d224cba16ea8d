/**
 * The API data's HTML fields (src/shared/api/apiTypes.ts: `typeHtml`, `descriptionHtml`, …) as an
 * agent reads them: a type as the plain text a user writes, prose as Markdown with links made
 * absolute, entities decoded in both. The conversion itself is the Markdown twins' own
 * (src/node/seo/markdownTwin/htmlToMarkdown.ts), so the MCP answer and the page's twin word every
 * description alike; this module only picks, per field, which form an agent needs.
 */
import { htmlToInlineMarkdown, htmlToMarkdown, htmlToText } from '../seo/markdownTwin/htmlToMarkdown';

export interface FieldContext {
  origin: string;
  /** The API page's address, which `#anchor` links are relative to. */
  pageUrl: string;
}

/** A type, a name or a value: the text without tags, on one line. */
export function plainField(html: string): string {
  return htmlToText(html).replace(/\s+/g, ' ').trim();
}

/** Prose that may run over paragraphs and lists: block Markdown. */
export function markdownField(html: string, context: FieldContext): string {
  return htmlToMarkdown(html, context).trim();
}

/** Prose that belongs on one line (a default explained in words, a parameter's note). */
export function inlineMarkdownField(html: string, context: FieldContext): string {
  return htmlToInlineMarkdown(html, context);
}
