import createCache from '@emotion/cache';
import { createRtlCache } from '../theme/emotionCache';
import type { StyleFrame } from '../theme/StyleFrameContext';

/**
 * Emotion caches writing into a frame's head. Loaded with the first `iframe` demo, so the page
 * chunk carries neither Emotion nor the RTL plugin.
 */
export function frameCaches(frameDocument: Document): StyleFrame['caches'] {
  return {
    ltr: createCache({ key: 'frame', container: frameDocument.head }),
    rtl: createRtlCache(frameDocument.head),
  };
}
