import type { GetStaticProps } from 'next';
import { basePageProps, type BasePageProps } from '../src/shared/i18n/pageProps';
import { RedirectPage } from '../src/client/layout/RedirectPage';

export default function Home() {
  return <RedirectPage to="/x/introduction/" />;
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/') });
