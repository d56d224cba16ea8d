import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Right-to-left styles need their own cache: stylis-plugin-rtl flips every rule it processes, so
 * it cannot share a cache (and its class names) with the left-to-right styles.
 */
export function createRtlCache(container?: HTMLElement): EmotionCache {
  return createCache({ key: 'rtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin], container });
}
