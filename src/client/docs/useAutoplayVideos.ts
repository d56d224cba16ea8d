import * as React from 'react';

/**
 * Starts the content's autoplay videos (see `wireAutoplayVideos`). Only a page that has one
 * fetches that code, so every other page's first load stays as it was. The page is keyed by
 * route, so the videos are found once per page, and again when the rest of a page drawn after its
 * title arrives (`restDrawn`, AfterTheTitle.tsx).
 */
export function useAutoplayVideos(container: React.RefObject<HTMLElement | null>, restDrawn: boolean) {
  React.useEffect(() => {
    const videos = [...(container.current?.querySelectorAll<HTMLVideoElement>('video[data-autoplay]') ?? [])];
    if (!videos.length) return undefined;
    let active = true;
    let stop = () => undefined as void;
    void import('./autoplayVideos').then(({ wireAutoplayVideos }) => {
      if (active) stop = wireAutoplayVideos(videos);
    });
    return () => {
      active = false;
      stop();
    };
  }, [container, restDrawn]);
}
