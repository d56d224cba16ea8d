import * as React from 'react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { usePreferences } from '../preferences/PreferencesContext';
import { createDocsTheme } from './createDocsTheme';
import { createRtlCache } from './emotionCache';
import { roboto } from './fonts';
import { globalStyles } from './globalStyles';

let rtlCache: ReturnType<typeof createRtlCache> | null = null;

/**
 * Applies the docs theme for the reader's direction and density. The colour mode is managed by
 * MUI's provider: stored under `mui-mode` / `mui-color-scheme-*`, synced across tabs and following
 * the OS preference while in system mode.
 */
export function DocsThemeProvider({ children }: { children: React.ReactNode }) {
  const { direction, dense } = usePreferences();
  const theme = React.useMemo(() => createDocsTheme({ direction, dense, fontFamily: roboto.style.fontFamily }), [direction, dense]);

  // The provider stays in place whatever the direction so that toggling RTL swaps the cache
  // without remounting the page (which would lose scroll position and open menus).
  const ltrCache = useEmotionCache();
  if (direction === 'rtl') rtlCache ??= createRtlCache();
  const cache = direction === 'rtl' ? rtlCache : ltrCache;

  const content = (
    <ThemeProvider theme={theme} defaultMode="system" disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={globalStyles} />
      {children}
    </ThemeProvider>
  );

  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}
