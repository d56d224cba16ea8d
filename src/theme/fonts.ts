import localFont from 'next/font/local';

/**
 * Roboto, self-hosted from @fontsource files through next/font: the font files are preloaded and
 * a fallback face with Roboto's metrics (derived from Arial) stands in until they arrive, and
 * `optional` display means text never re-flows when the web font is late. Together they keep
 * layout shift from fonts at zero. The light (300) face is left out: no text uses it, and a
 * preloaded file that goes unused makes the browser log a warning.
 */
export const roboto = localFont({
  src: [
    { path: '../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'optional',
  adjustFontFallback: 'Arial',
  fallback: ['-apple-system', 'BlinkMacSystemFont', 'Segoe UI', 'Arial', 'sans-serif'],
});
