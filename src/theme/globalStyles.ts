import type { CSSObject } from '@emotion/react';

/**
 * Site-wide rules that markdown HTML relies on: images per colour scheme, Prism token colours and
 * the plan badges. Prism colours are ours and chosen for AA contrast on the code background.
 */
export const globalStyles: Record<string, CSSObject> = {
  html: { scrollPaddingTop: 'calc(var(--docs-header-height) + 16px)' },
  ':root': { '--docs-header-height': '64px', '--docs-nav-width': '300px' },
  '.only-dark-mode': { display: 'none' },
  [`[data-mui-color-scheme="dark"] .only-light-mode`]: { display: 'none' },
  // `revert` restores the element's own display (inline for images, block for figures).
  [`[data-mui-color-scheme="dark"] .only-dark-mode`]: { display: 'revert' },
  '.plan-pro, .plan-premium': {
    display: 'inline-block',
    width: '1em',
    height: '1em',
    verticalAlign: 'middle',
    marginInlineStart: '0.3em',
    backgroundSize: 'contain',
    backgroundRepeat: 'no-repeat',
  },
  '.plan-pro': { backgroundImage: 'url(/static/x/pro.svg)' },
  '.plan-premium': { backgroundImage: 'url(/static/x/premium.svg)' },
  '.token.comment, .token.prolog, .token.doctype, .token.cdata': { color: '#9AA7B8' },
  '.token.punctuation': { color: '#D6DEE8' },
  '.token.property, .token.tag, .token.constant, .token.symbol, .token.deleted': { color: '#FF8FA3' },
  '.token.boolean, .token.number': { color: '#C4A7FF' },
  '.token.selector, .token.attr-name, .token.string, .token.char, .token.builtin, .token.inserted': {
    color: '#A5E07A',
  },
  '.token.operator, .token.entity, .token.url, .token.variable': { color: '#F4F7FA' },
  '.token.atrule, .token.attr-value, .token.function, .token.class-name': { color: '#FFD580' },
  '.token.keyword': { color: '#7FD3FF' },
  '.token.regex, .token.important': { color: '#FFB86B' },
  '.token.bold, .token.important': { fontWeight: 700 },
  '.token.italic': { fontStyle: 'italic' },
};
