import * as React from 'react';
import type { GetStaticProps } from 'next';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { basePageProps, type BasePageProps } from '../src/i18n/pageProps';
import { PageHead } from '../src/layout/PageHead';
import { usePageContext, useTranslate } from '../src/layout/PageContext';
import { pageToTitleI18n } from '../src/nav/pageTitle';
import { withTrailingSlash } from '../src/nav/routes';
import { exportedRoutes, navIndex } from '../src/nav/site';
import { suggestRoutes } from '../src/nav/suggest';

const subscribeToNothing = () => () => {};
const readLocation = () => window.location.pathname;
const readNoLocation = () => null;

export default function NotFound() {
  const t = useTranslate();
  const { t: translate } = usePageContext();
  // The same 404.html answers every unknown URL, so the suggestions can only be computed in the
  // browser, from the address the reader actually asked for.
  const requested = React.useSyncExternalStore(subscribeToNothing, readLocation, readNoLocation);
  const suggestions = React.useMemo(() => (requested ? suggestRoutes(requested, exportedRoutes) : []), [requested]);

  return (
    <Box sx={{ px: { xs: 2, sm: 4 }, pt: 6, maxWidth: '70ch' }}>
      <PageHead title={t('notFoundTitle')} description={t('notFoundBody')} canonical={false} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('notFoundTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t('notFoundBody')}
      </Typography>
      <Button component={NextLink} href="/x/introduction/" variant="contained">
        {pageToTitleI18n({ pathname: '/x/introduction', title: 'MUI X' }, translate)}
      </Button>
      <Box sx={{ mt: 4, minHeight: 160 }} aria-live="polite">
        {suggestions.length ? (
          <>
            <Typography component="h2" variant="h6">
              {t('notFoundSuggestions')}
            </Typography>
            <ul data-testid="not-found-suggestions">
              {suggestions.map((route) => (
                <li key={route}>
                  <Link component={NextLink} href={withTrailingSlash(route)}>
                    {pageToTitleI18n(navIndex.byPathname.get(route) ?? { pathname: route }, translate)}
                  </Link>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {withTrailingSlash(route)}
                  </Typography>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Box>
    </Box>
  );
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/404') });
