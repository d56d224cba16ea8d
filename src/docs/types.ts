import type { BasePageProps } from '../i18n/pageProps';
import type { PageContent } from '../markdown/parsePage';

export type DocsPageData =
  | { status: 'written'; content: PageContent; markdownPath: string }
  | { status: 'missing'; title: string; markdownPath: string };

/** Props of every guide route, produced at build time by `getStaticProps`. */
export interface DocsPageProps extends BasePageProps {
  page: DocsPageData;
}
