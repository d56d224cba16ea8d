import type { BasePageProps } from '../../shared/i18n/pageProps';
import type { PageContent, PageSection } from '../../shared/pageContentTypes';

/** A page's content as `getStaticProps` hands it over, static directives drawn (`prerenderDirectives`). */
export type DocsPageContent = Omit<PageContent, 'sections'> & { sections: PageSection[] };

export type DocsPageData =
  | { status: 'written'; content: DocsPageContent; markdownPath: string }
  | { status: 'missing'; title: string; markdownPath: string };

/** Props of every guide route, produced at build time by `getStaticProps`. */
export interface DocsPageProps extends BasePageProps {
  page: DocsPageData;
}
