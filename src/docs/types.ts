import type { Translations } from '../i18n/translator';
import type { PageContent } from '../markdown/parsePage';

export type DocsPageData =
  | { status: 'written'; content: PageContent; markdownPath: string }
  | { status: 'missing'; title: string; markdownPath: string };

/** Props of every docs route, produced at build time by `getStaticProps`. */
export interface DocsPageProps {
  pathname: string;
  userLanguage: string;
  translations: Translations;
  page: DocsPageData;
}
