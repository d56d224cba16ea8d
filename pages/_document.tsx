import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';

export default function Document(props: DocumentProps) {
  const userLanguage = (props.__NEXT_DATA__.props?.pageProps?.userLanguage as string | undefined) ?? 'en';
  return (
    <Html lang={userLanguage} data-mui-color-scheme="light">
      <Head>
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#FFFFFF" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0C1117" media="(prefers-color-scheme: dark)" />
      </Head>
      <body>
        {/* Runs before the first paint: sets the stored (or system) colour scheme on <html>. */}
        <InitColorSchemeScript attribute="data-mui-color-scheme" defaultMode="system" />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
