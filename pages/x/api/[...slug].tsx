import type { GetStaticPaths, GetStaticProps } from 'next';
import { ApiIndexPage } from '../../../src/client/api/ApiIndexPage';
import type { ApiIndex } from '../../../src/shared/api/apiIndex';
import { ApiPage } from '../../../src/client/api/ApiPage';
import { loadApiIndex, loadApiPage } from '../../../src/node/api/loadApiPage';
import { isApiRoute } from '../../../src/shared/nav/apiRoutes';
import type { LoadedApiPage } from '../../../src/shared/api/apiTypes';
import { basePageProps, type BasePageProps } from '../../../src/shared/i18n/pageProps';
import { pathnameToSlug, slugToPathname } from '../../../src/shared/nav/routes';
import { exportedRoutes } from '../../../src/shared/nav/siteNav';
import { englishText, ogImageProps } from '../../../src/node/seo/ogImageProps';
import { apiIndexHeadText, apiPageHeadText } from '../../../src/shared/seo/apiHeadText';

type ApiRouteProps = BasePageProps & ({ api: LoadedApiPage; index?: never } | { index: ApiIndex; api?: never });

export default function ApiRoute({ api, index }: ApiRouteProps) {
  return api ? <ApiPage api={api} /> : <ApiIndexPage index={index as ApiIndex} />;
}

// Every API route of the nav: pages come from the site model (src/shared/site/apiPageLists.ts).
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: exportedRoutes.filter(isApiRoute).map((pathname) => ({ params: { slug: pathnameToSlug(pathname).slice(1) } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<ApiRouteProps, { slug: string[] }> = async ({ params }) => {
  const pathname = slugToPathname(['api', ...(params?.slug ?? [])]);
  const api = loadApiPage(pathname);
  if (api) return { props: { ...basePageProps(pathname), ...ogImageProps(pathname, apiPageHeadText(api, englishText).title), api } };
  const index = loadApiIndex(pathname);
  if (index) return { props: { ...basePageProps(pathname), ...ogImageProps(pathname, apiIndexHeadText(index, englishText).title), index } };
  throw new Error(`${pathname} is in the nav's API section but is neither an API page nor an API index`);
};
