import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';

/**
 * The Emotion cache of the page being rendered at build time, provided by `_document`. Islands
 * rendered on the server (demos) write into it instead of inlining `<style>` tags in their
 * HTML, and `_document` puts the collected rules in `<head>`: the server markup of a demo is
 * then exactly what the browser renders, which is what hydration needs. Always `null` in the
 * browser. Only a type comes from Emotion here, so no page pays for it.
 */
export const BuildStyleCacheContext = React.createContext<EmotionCache | null>(null);

/** The rules a compat-mode cache collected, as one `<style>` tag Emotion's client cache adopts. */
export function collectedStyles(cache: EmotionCache): { names: string; css: string } {
  const entries = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { names: entries.map(([name]) => name).join(' '), css: entries.map(([, css]) => css).join('') };
}
