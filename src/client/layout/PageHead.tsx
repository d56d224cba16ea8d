import Head from 'next/head';
import { markdownTwinPath } from '../../shared/nav/routes';
import { canonicalUrl } from '../../shared/seo/canonicalUrl';
import { fullTitle, SITE_NAME, siteOrigin } from '../../shared/site/siteIdentity';
import { usePageContext } from '../app/PageContext';

interface PageHeadProps {
  title: string;
  description: string;
  /** Omit for pages that should not be indexed (404). */
  canonical?: boolean;
  /** The page has a Markdown twin (guides with content, API pages): machines are pointed at it. */
  markdownTwin?: boolean;
}

/**
 * Title, description, canonical URL, and the Open Graph and Twitter cards built from them.
 * Indexable pages also name the image the build draws (`src/node/seo/ogImage/writeOgImages.ts`) for them, as their
 * props give it (`ogImage`); pages that are not indexed get none, so their cards stay small.
 */
export function PageHead({ title, description, canonical = true, markdownTwin = false }: PageHeadProps) {
  const { pathname, ogImage } = usePageContext();
  const url = canonicalUrl(siteOrigin, pathname);
  const image = canonical ? ogImage : null;
  return (
    <Head>
      <title>{fullTitle(title)}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle(title)} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={url} /> : null}
      {image ? <meta property="og:image" content={image.url} /> : null}
      {image ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle(title)} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image.url} /> : null}
      {image ? <meta name="twitter:image:alt" content={image.alt} /> : null}
      {canonical ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {canonical ? <link rel="alternate" hrefLang="x-default" href={url} /> : null}
      {markdownTwin ? <link rel="alternate" type="text/markdown" href={markdownTwinPath(pathname)} /> : null}
    </Head>
  );
}
