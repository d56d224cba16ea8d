import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useInheritedCache } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { usePreferences } from '../preferences/PreferencesContext';
import { BuildStyleCacheContext } from './buildStyleCache';
import { ChartDrawingContext } from './ChartDrawingContext';
import { chartThemeFor } from './chartDrawingPhase';
import { createDocsTheme } from './createDocsTheme';
import { createRtlCache } from './emotionCache';
import { StyleFrameContext, type StyleFrame } from './StyleFrameContext';

const themes = new Map<string, Theme>();
let rtlCache: ReturnType<typeof createRtlCache> | null = null;

function themeFor(direction: 'ltr' | 'rtl', dense: boolean): Theme {
  const key = `${direction}-${dense}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme({ direction, dense });
    themes.set(key, theme);
  }
  return theme;
}

/**
 * Where MUI components live: the parts of the page loaded on demand (menus, drawers, demos). The
 * page shell is static CSS, so the theme runtime and Emotion arrive with the first such part, not
 * with the page.
 *
 * The island only supplies the theme object. The CSS variables are already on the page
 * (generated/theme-vars.css) and the colour scheme is owned by `colorSchemeStore`, so MUI's
 * provider is told not to write style sheets, read storage or touch `<html>`.
 */
export function MuiThemeIsland({ children: island }: { children: React.ReactNode }) {
  const { direction, dense } = usePreferences();
  const frame = React.useContext(StyleFrameContext);
  // Charts in a demo drawn on the server take their size and animation from the theme.
  const chartPhase = React.useContext(ChartDrawingContext);
  const children = chartPhase ? <ThemeProvider theme={chartThemeFor(chartPhase)}>{island}</ThemeProvider> : island;
  if (frame) return <FramedTheme frame={frame} theme={themeFor(direction, dense)} direction={direction}>{children}</FramedTheme>;
  return <PageTheme theme={themeFor(direction, dense)} direction={direction}>{children}</PageTheme>;
}

interface IslandThemeProps {
  theme: Theme;
  direction: 'ltr' | 'rtl';
  children: React.ReactNode;
}

/** Inside an `iframe` demo: styles go to the frame's head, media queries ask the frame's window. */
function FramedTheme({ frame, theme, direction, children }: IslandThemeProps & { frame: StyleFrame }) {
  const framed = React.useMemo(() => {
    const matchMedia = (query: string) => frame.window.matchMedia(query);
    return { ...theme, components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { matchMedia } } } };
  }, [frame, theme]);
  return (
    <CacheProvider value={frame.caches[direction]}>
      <ThemeProvider theme={framed} disableStyleSheetGeneration storageManager={null} colorSchemeNode={null}>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

function PageTheme({ theme, direction, children }: IslandThemeProps) {
  // At build time the page's cache collects the rules for <head> (see buildStyleCache.ts); a
  // server render without one (a test, a tool) gets its own cache so no rules leak between
  // pages. In the browser Emotion's default cache adopts the collected rules before hydration.
  const pageCache = React.useContext(BuildStyleCacheContext);
  const inheritedCache = useInheritedCache();
  const [ownCache] = React.useState(() => (typeof window === 'undefined' && !pageCache ? createCache({ key: 'css' }) : null));
  // stylis-plugin-rtl flips every rule it processes, so right-to-left styles need their own cache.
  // Every direction gets a CacheProvider, so switching changes a value, not the tree: the demos
  // below keep their state instead of mounting afresh.
  const cache = direction === 'rtl' ? (rtlCache ??= createRtlCache()) : (pageCache ?? ownCache ?? inheritedCache);
  const content = (
    <ThemeProvider theme={theme} disableStyleSheetGeneration storageManager={null} colorSchemeNode={null}>
      {children}
    </ThemeProvider>
  );
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}
