const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Plays autoplay videos (the build marks them `data-autoplay` and mutes them, instead of writing
 * `autoplay`, so that nothing moves before the reader's wish is known) while at least half of
 * one is in view, and pauses it out of view. A reader who prefers reduced motion gets controls
 * instead and starts it when they choose; so does one whose browser refuses to play. Returns
 * the function that stops watching.
 */
export function wireAutoplayVideos(videos: readonly HTMLVideoElement[]): () => void {
  if (typeof window.matchMedia !== 'function' || typeof IntersectionObserver === 'undefined') return () => undefined;
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
}
