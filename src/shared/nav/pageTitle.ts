import type { MuiPage } from './navTypes';

export type Translate = (key: string) => string | undefined;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pascalCase(segment: string): string {
  return segment
    .split('-')
    .map((part) => capitalize(part))
    .join('');
}

/**
 * The label of a nav node: its `title`, otherwise derived from its subheader or the last path
 * segment (`react-` prefix and extension dropped, dashes to spaces, first letter upper-cased).
 * API pages name a component, so their segment is PascalCased instead.
 */
export function pageToTitle(page: Pick<MuiPage, 'pathname' | 'title' | 'subheader'>): string {
  if (page.title) return page.title;
  const source = page.subheader ?? page.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const name = source.replace(/^react-/, '').replace(/\.[a-z0-9]+$/i, '');
  if (!page.subheader && page.pathname.includes('/api/')) return pascalCase(name);
  return capitalize(name.replace(/-/g, ' '));
}

/** Translated label: `pages.<subheader or pathname>` in the current language, else the rule above. */
export function pageToTitleI18n(
  page: Pick<MuiPage, 'pathname' | 'title' | 'subheader'>,
  t: Translate,
): string {
  return t(`pages.${page.subheader ?? page.pathname}`) ?? pageToTitle(page);
}
