import localFont from 'next/font/local';

/**
 * Roboto, self-hosted from @fontsource files through next/font. A fallback face with Roboto's
 * metrics (derived from Arial) stands in until the files arrive, and `optional` display means text
 * never re-flows when the web font is late: layout shift from fonts stays at zero. The files are
 * not preloaded: Chromium makes a preloaded `optional` face render-blocking, and on a first visit
 * that held the article's first paint behind 66 kB of fonts (about a second in the bench's mobile
 * Lighthouse runs). A first visit may show the fallback face throughout; later ones hit the cache.
 * The light (300) face is left out: no text uses it.
 */
export const roboto = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
  // Only what can match once the Arial-based fallback face has not: see SYSTEM_FONTS in createDocsTheme.ts.
  fallback: ['Arial', 'sans-serif'],
});
