import type { GetStaticPaths, GetStaticProps } from 'next';
import { ApiIndexPage } from '../../../src/api/ApiIndexPage';
import type { ApiIndex } from '../../../src/api/apiIndex';
import { ApiPage } from '../../../src/api/ApiPage';
import { loadApiIndex, loadApiPage } from '../../../src/api/loadApiPage';
import { isApiRoute } from '../../../src/nav/apiRoutes';
import type { LoadedApiPage } from '../../../src/api/apiTypes';
import { basePageProps, type BasePageProps } from '../../../src/i18n/pageProps';
import { pathnameToSlug, slugToPathname } from '../../../src/nav/routes';
import { exportedRoutes } from '../../../src/nav/siteNav';

type ApiRouteProps = BasePageProps & ({ api: LoadedApiPage; index?: never } | { index: ApiIndex; api?: never });

export default function ApiRoute({ api, index }: ApiRouteProps) {
  return api ? <ApiPage api={api} /> : <ApiIndexPage index={index as ApiIndex} />;
}

// Every API route of the nav: pages come from the generated manifest (data/apiEntryLists.ts).
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: exportedRoutes.filter(isApiRoute).map((pathname) => ({ params: { slug: pathnameToSlug(pathname).slice(1) } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<ApiRouteProps, { slug: string[] }> = async ({ params }) => {
  const pathname = slugToPathname(['api', ...(params?.slug ?? [])]);
  const api = loadApiPage(pathname);
  if (api) return { props: { ...basePageProps(pathname), api } };
  const index = loadApiIndex(pathname);
  if (index) return { props: { ...basePageProps(pathname), index } };
  throw new Error(`${pathname} is in the nav's API section but is neither an API page nor an API index`);
};
