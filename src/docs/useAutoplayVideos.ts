import * as React from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Plays the content's autoplay videos, which the build marks `data-autoplay` (and mutes) instead
 * of `autoplay` so that nothing moves before the reader's wish is known. A video plays while at
 * least half of it is in view, and pauses out of view. A reader who prefers reduced motion gets
 * controls instead, and starts it when they choose; so does one whose browser refuses to play.
 * The page is keyed by route, so the videos are found once per page.
 */
export function useAutoplayVideos(container: React.RefObject<HTMLElement | null>) {
  React.useEffect(() => {
    const root = container.current;
    if (!root || typeof window.matchMedia !== 'function' || typeof IntersectionObserver === 'undefined') return undefined;
    const videos = [...root.querySelectorAll<HTMLVideoElement>('video[data-autoplay]')];
    if (!videos.length) return undefined;
    const motion = window.matchMedia(REDUCED_MOTION);
    const inView = new Set<HTMLVideoElement>();

    const update = (video: HTMLVideoElement) => {
      if (motion.matches) {
        video.controls = true;
        video.pause();
      } else if (inView.has(video)) {
        video.controls = false;
        video.play()?.catch(() => {
          video.controls = true;
        });
      } else {
        video.pause();
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const video = entry.target as HTMLVideoElement;
          if (entry.isIntersecting) inView.add(video);
          else inView.delete(video);
          update(video);
        }
      },
      { threshold: 0.5 },
    );
    const onMotion = () => videos.forEach(update);
    videos.forEach((video) => {
      update(video);
      observer.observe(video);
    });
    motion.addEventListener('change', onMotion);
    return () => {
      observer.disconnect();
      motion.removeEventListener('change', onMotion);
    };
  }, [container]);
}
