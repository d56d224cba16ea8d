/**
 * Demo boxes far from the viewport skip their style, layout and paint (`content-visibility: auto`,
 * DemoBox.module.css), but only once the loaded page has been drawn whole once.
 *
 * Why: a demo holds most of a page's elements (a grid's cells, a chart's SVG, highlighted code),
 * and what a reader does near one demo made the browser restyle, lay out and repaint the others.
 * A tap that grows the page (a demo's code opened, a tree item expanded) moves everything below
 * it, and on the phone profile the repaint of the long article under it took 40-60 ms of the
 * tap's answer. Skipped, the distant boxes cost nothing until the reader nears them.
 *
 * Why only after a first drawing: a skipped box is as tall as its `contain-intrinsic-size`, and
 * with `auto` that is the size it had when last drawn. Every box is drawn by the page's first
 * frames, so each keeps its true height when it starts to be skipped and nothing on the page moves.
 * Skipped from the start, boxes would stand at a guessed height, and the page would shift as the
 * reader reached them. The browser records those sizes as it draws a frame: the mark waits for a
 * whole frame after the load.
 *
 * Imports nothing: the inline loader is compiled from it (src/node/export/deferPageScripts.ts).
 */

/** Set on `<html>` once the loaded page has been drawn whole: from then on distant demos are skipped. */
export const DEMOS_DRAWN_ATTRIBUTE = 'data-demos-drawn';

export function skipDistantDemosOnceDrawn(win: Window & typeof globalThis): void {
  const doc = win.document;
  // The first frame callback runs before that frame is drawn; the second, after it has been.
  const mark = () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => doc.documentElement.setAttribute(DEMOS_DRAWN_ATTRIBUTE, '')));
  if (doc.readyState === 'complete') mark();
  else win.addEventListener('load', mark, { once: true });
}
