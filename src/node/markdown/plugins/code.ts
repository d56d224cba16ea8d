import type MarkdownIt from 'markdown-it';
import { escapeHtml } from '../../../shared/utils/escapeHtml';
import { highlightCode, resolveLanguage } from '../highlight';

/** A highlighted code sample with its copy button, as used by fences and code tabs alike. */
export function renderCodeBlock(code: string, language: string, blockClass = ''): string {
  const resolved = resolveLanguage(language);
  const className = `language-${resolved ?? 'text'}`;
  return (
    // Code is left out of the search index: its keywords would drown the prose.
    `<div class="${blockClass ? `MuiCode-root ${blockClass}` : 'MuiCode-root'}" data-pagefind-ignore="all">` +
    // Focusable so keyboard users can scroll long lines (WCAG 2.1.1).
    `<pre class="${className}" tabindex="0"><code class="${className}">${highlightCode(code, language)}</code></pre>` +
    '<button type="button" class="MuiCode-copy" data-ga-event-category="code" data-ga-event-action="copy-click">' +
    '<span class="MuiCode-copy-label">Copy</span>' +
    '<span class="MuiCode-copyKeyboard" aria-hidden="true"> (or ⌘C / Ctrl + C)</span></button>' +
    '</div>\n'
  );
}

/** Fences with a language are highlighted at build time; the browser ships no Prism grammar. */
export function codePlugin(md: MarkdownIt): void {
  md.renderer.rules.fence = (tokens, index) => {
    const token = tokens[index];
    const language = token.info.trim().split(/\s+/)[0] ?? '';
    const blockClass = token.attrGet('class') ?? '';
    if (!language) return `<pre${blockClass ? ` class="${blockClass}"` : ''} tabindex="0" data-pagefind-ignore="all"><code>${escapeHtml(token.content)}</code></pre>\n`;
    return renderCodeBlock(token.content, language, blockClass);
  };
}
