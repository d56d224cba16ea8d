/**
 * Runs `task` once the browser has painted the frame after this call: in a task of its own after
 * the frame, so what the caller changed in the DOM is on screen before `task`'s work (a long React
 * render, a restyle of the whole page) holds the main thread. `win`: the window whose frames count
 * (the inline loader is handed its own).
 */
export function afterNextPaint(task: () => void, win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window): void {
  win.requestAnimationFrame(() => {
    win.setTimeout(task, 0);
  });
}

/**
 * Runs `task` in the animation callbacks of the frame after the next one: the next frame paints
 * what the caller changed, and what `task` changes is styled, laid out and painted in the frame
 * after it, with no task of the page's own (its code booting, say) let in between as a timer's
 * would be.
 */
export function inFrameAfterNextPaint(task: () => void, win: Pick<Window, 'requestAnimationFrame'> = window): void {
  win.requestAnimationFrame(() => {
    win.requestAnimationFrame(task);
  });
}
