import type { GetStaticProps } from 'next';
import { basePageProps, type BasePageProps } from '../../src/i18n/pageProps';
import { Playground } from '../../src/playground/Playground';

export default function PlaygroundRoute() {
  return <Playground />;
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/playground') });
