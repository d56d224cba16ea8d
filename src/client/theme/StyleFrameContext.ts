import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';

/** A document of its own that MUI renders into (an `iframe` demo): its window and style caches. */
export interface StyleFrame {
  window: Window;
  caches: Record<'ltr' | 'rtl', EmotionCache>;
}

/** Set by `DemoFrame`; `MuiThemeIsland` writes styles into the frame and asks it media queries. */
export const StyleFrameContext = React.createContext<StyleFrame | null>(null);
