import type { GetStaticProps } from 'next';
import { basePageProps, type BasePageProps } from '../src/shared/i18n/pageProps';
import { ErrorPage } from '../src/client/layout/ErrorPage';

export default function ServerError() {
  return <ErrorPage titleKey="errorTitle" bodyKey="errorBody" />;
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/500') });
