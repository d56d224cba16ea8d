/**
 * What a docs page's head says about it, from its props: the title (without the site's suffix,
 * `fullTitle` adds it) and the description. The page components draw their heads with these,
 * and the build's page list (src/node/site/sitePages.ts) computes the same from the same data
 * for the steps after the export, which never read them back from the HTML.
 */
import { withTrailingSlash } from '../nav/routes';

export interface HeadText {
  title: string;
  description: string;
}

type Translate = (key: string) => string;

/** A guide: the title and description its source gives; one not written yet, its nav title and a notice. */
export function guideHeadText(page: { status: 'written'; content: HeadText } | { status: 'missing'; title: string }, t: Translate): HeadText {
  if (page.status === 'written') return { title: page.content.title, description: page.content.description };
  return { title: page.title, description: `${page.title}: ${t('notWrittenTitle')}.` };
}

/** A component's or an interface's API page. */
export function apiPageHeadText(api: { kind: 'component' | 'interface'; name: string }, t: Translate): HeadText {
  return {
    title: `${api.name} API`,
    description: t(api.kind === 'component' ? 'api.componentDescription' : 'api.interfaceDescription').replace('{name}', api.name),
  };
}

/** A product's index of API pages (`/x/api/data-grid/`). */
export function apiIndexHeadText(index: { titleKey: string; folder: string }, t: Translate): HeadText {
  return { title: t(index.titleKey), description: t('apiIndex.description').replace('{product}', t(`apiIndex.product.${index.folder}`)) };
}

/** The address an indexable page gives as its own (canonical link, `og:url`, sitemap). */
export function canonicalUrl(origin: string, pathname: string): string {
  return `${origin}${withTrailingSlash(pathname)}`;
}
