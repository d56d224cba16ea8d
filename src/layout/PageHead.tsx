import Head from 'next/head';
import { withTrailingSlash } from '../nav/routes';
import { usePageContext } from './PageContext';

interface PageHeadProps {
  title: string;
  description: string;
  /** Omit for pages that should not be indexed (404). */
  canonical?: boolean;
}

/** Title, description, canonical URL, and the Open Graph and Twitter cards built from them. */
export function PageHead({ title, description, canonical = true }: PageHeadProps) {
  const { pathname } = usePageContext();
  const url = `${process.env.SITE_ORIGIN}${withTrailingSlash(pathname)}`;
  return (
    <Head>
      <title>{`${title} - MUI X`}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="MUI X" />
      <meta property="og:title" content={`${title} - MUI X`} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={url} /> : null}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={`${title} - MUI X`} />
      <meta name="twitter:description" content={description} />
      {canonical ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {canonical ? <link rel="alternate" hrefLang="x-default" href={url} /> : null}
    </Head>
  );
}
