import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { escapeHtml } from '../../../shared/utils/escapeHtml';
import { sectionCommentLabel, sectionLinkLabel } from '../../../shared/headingLabels';
import { COMMENT_ICON, LINK_ICON } from '../../../shared/markdownIcons';
import type { RenderEnv } from '../renderEnv';

/** Plain text of a heading's inline content, as a reader sees it. */
export function inlineText(inline: Token): string {
  return (inline.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .trim();
}


/**
 * Gives `##` and `###` headings an id and a self-link (and, when the feedback service is
 * configured, a button to comment on that section), records them in the table of contents and
 * rejects a `###` that has no `##` above it.
 */
export function headingsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docs_headings', (state) => {
    const env = state.env as RenderEnv;
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const line = env.lineOffset + (token.map?.[0] ?? 0) + 1;
      if (token.tag === 'h1') {
        env.problems.push({ file: env.file, line, message: 'Only one "# " heading (the page title) is allowed' });
        return;
      }
      if (token.tag !== 'h2' && token.tag !== 'h3') return;
      const text = inlineText(state.tokens[index + 1]);
      const hash = env.slug(text);
      token.attrSet('id', hash);
      state.tokens[index + 2].meta = { hash, text };
      if (token.tag === 'h2') {
        env.toc.push({ text, hash, children: [] });
      } else {
        const parent = env.toc[env.toc.length - 1];
        if (!parent) {
          env.problems.push({
            file: env.file,
            line,
            message: `"### ${text}" comes before any "##" heading`,
          });
          return;
        }
        parent.children.push({ text, hash, children: [] });
      }
    });
  });

  md.renderer.rules.heading_close = (tokens, index, _options, env: RenderEnv) => {
    const { tag, meta } = tokens[index];
    const anchor = meta as { hash: string; text: string } | null;
    if (!anchor) return `</${tag}>\n`;
    const comment = env.sectionComments
      ? `<button type="button" class="comment-link" data-feedback-section="${escapeHtml(anchor.hash)}" ` +
        `aria-label="${escapeHtml(sectionCommentLabel(anchor.text))}">${COMMENT_ICON}</button>`
      : '';
    return (
      `<a class="anchor-link" href="#${anchor.hash}" aria-label="${escapeHtml(sectionLinkLabel(anchor.text))}">` +
      `${LINK_ICON}</a>${comment}</${tag}>\n`
    );
  };
}
