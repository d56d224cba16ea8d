import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { resolveApiIdentifier } from '../../api/apiIdentifiers';
import type { RenderEnv } from '../renderEnv';

const HTML_LINK_OPEN = /^<a[\s>]/i;
const HTML_LINK_CLOSE = /^<\/a\s*>/i;

/**
 * Inline code that names a prop, slot, CSS class or API object method of a component the page
 * lists (`components:` in the front matter) becomes a link to its row on the API page. Headings
 * keep their code (it would nest a link in the heading's anchor), and so does code already
 * inside a link; fenced code is not inline code.
 */
export function apiLinksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docs_api_links', (state) => {
    const env = state.env as RenderEnv;
    const index = env.apiIdentifiers;
    if (!index) return;
    state.tokens.forEach((block, position) => {
      if (block.type !== 'inline' || !block.children || state.tokens[position - 1]?.type === 'heading_open') return;
      let linkDepth = 0;
      const children: Token[] = [];
      for (const child of block.children) {
        if (child.type === 'link_open' || (child.type === 'html_inline' && HTML_LINK_OPEN.test(child.content))) linkDepth += 1;
        if (child.type === 'link_close' || (child.type === 'html_inline' && HTML_LINK_CLOSE.test(child.content))) linkDepth = Math.max(0, linkDepth - 1);
        const href = child.type === 'code_inline' && linkDepth === 0 ? resolveApiIdentifier(child.content, index) : null;
        if (!href) {
          children.push(child);
          continue;
        }
        const open = new state.Token('link_open', 'a', 1);
        open.attrs = [
          ['href', href],
          ['class', 'api-link'],
        ];
        children.push(open, child, new state.Token('link_close', 'a', -1));
      }
      block.children = children;
    });
  });
}
