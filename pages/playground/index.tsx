import type { GetStaticProps } from 'next';
import { basePageProps, type BasePageProps } from '../../src/shared/i18n/pageProps';
import { Playground } from '../../src/client/playground/Playground';

export default function PlaygroundRoute() {
  return <Playground />;
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/playground') });
