/**
 * Runs `task` once the browser has painted the frame after this call: in a task of its own after
 * the frame, so what the caller changed in the DOM is on screen before `task`'s work (a long React
 * render) holds the main thread.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}
