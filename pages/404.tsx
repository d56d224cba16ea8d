import * as React from 'react';
import type { GetStaticProps } from 'next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { basePageProps, type BasePageProps } from '../src/i18n/pageProps';
import { ErrorPage } from '../src/layout/ErrorPage';
import { usePageContext, useTranslate } from '../src/layout/PageContext';
import { TextLink } from '../src/layout/primitives';
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
    <ErrorPage titleKey="notFoundTitle" bodyKey="notFoundBody">
      {/* Space is reserved so the late suggestions do not push anything around. */}
      <Box sx={{ mt: 4, minHeight: 160 }} aria-live="polite">
        {suggestions.length ? (
          <>
            <Typography component="h2" variant="h6">
              {t('notFoundSuggestions')}
            </Typography>
            <ul data-testid="not-found-suggestions">
              {suggestions.map((route) => (
                <li key={route}>
                  <TextLink href={withTrailingSlash(route)}>
                    {pageToTitleI18n(navIndex.byPathname.get(route) ?? { pathname: route }, translate)}
                  </TextLink>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {withTrailingSlash(route)}
                  </Typography>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Box>
    </ErrorPage>
  );
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/404') });
