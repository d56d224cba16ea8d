import type { GetStaticProps } from 'next';
import { basePageProps, type BasePageProps } from '../src/i18n/pageProps';
import { ErrorPage } from '../src/layout/ErrorPage';

export default function ServerError() {
  return <ErrorPage titleKey="errorTitle" bodyKey="errorBody" />;
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/500') });
