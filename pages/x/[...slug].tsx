import type { GetStaticPaths, GetStaticProps } from 'next';
import { isApiRoute } from '../../src/shared/nav/apiRoutes';
import { preloadDemos } from '../../src/node/demos/preloadDemos';
import { markServerDrawnCharts } from '../../src/node/demos/serverDrawnCharts';
import { DocsPage } from '../../src/client/docs/DocsPage';
import { preloadNearbyDemos } from '../../src/client/demos/pageDemos';
import { prerenderDirectives } from '../../src/node/directives/prerenderDirectives';
import type { DocsPageProps } from '../../src/client/docs/docsPageTypes';
import { basePageProps } from '../../src/shared/i18n/pageProps';
import { loadPage } from '../../src/node/markdown/loadPage';
import { pathnameToSlug, slugToPathname } from '../../src/shared/nav/routes';
import { navTitleOf } from '../../src/shared/nav/navTitle';
import { exportedRoutes } from '../../src/shared/nav/siteNav';
import { englishText, ogImageProps } from '../../src/node/seo/ogImageProps';
import { guideHeadText } from '../../src/shared/seo/guideHeadText';

// When this module runs, the page has not hydrated yet: the demos the reader is looking at start
// loading now, while it does, rather than once React sees them near the viewport.
if (typeof window !== 'undefined') preloadNearbyDemos();

export default function DocsRoute({ page }: DocsPageProps) {
  return <DocsPage page={page} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  // API routes have their own route file (pages/x/api/), so guide pages never load API code.
  paths: exportedRoutes.filter((pathname) => !isApiRoute(pathname)).map((pathname) => ({ params: { slug: pathnameToSlug(pathname) } })),
  fallback: false,
});

const routeSet = new Set(exportedRoutes);
const routeExists = (pathname: string) => routeSet.has(pathname);

export const getStaticProps: GetStaticProps<DocsPageProps, { slug: string[] }> = async ({ params }) => {
  const pathname = slugToPathname(params?.slug ?? []);
  const loaded = loadPage(pathname, routeExists);
  if (loaded.status === 'written') {
    await preloadDemos(loaded.content.sections.flatMap((section) => (section.type === 'demo' ? [section.demo.id] : [])));
  }
  const sections = loaded.status === 'written' ? await markServerDrawnCharts(loaded.content.sections) : [];
  const page: DocsPageProps['page'] =
    loaded.status === 'written'
      ? { ...loaded, content: { ...loaded.content, sections: prerenderDirectives(sections) } }
      : { status: 'missing', title: navTitleOf(pathname), markdownPath: loaded.markdownPath };
  return { props: { ...basePageProps(pathname), ...ogImageProps(pathname, guideHeadText(page, englishText).title), page } };
};
