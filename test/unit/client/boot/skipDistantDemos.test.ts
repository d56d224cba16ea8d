/** @jest-environment jsdom */
import { JSDOM } from 'jsdom';
import { DEMOS_DRAWN_ATTRIBUTE, skipDistantDemosOnceDrawn } from '../../../../src/client/boot/skipDistantDemos';

/** A page whose frames are run by hand: `frame()` runs the callbacks asked for so far. */
function makePage(readyState: DocumentReadyState) {
  const dom = new JSDOM('<!doctype html><html><body></body></html>');
  const win = dom.window as unknown as Window & typeof globalThis;
  Object.defineProperty(win.document, 'readyState', { configurable: true, get: () => readyState });
  let callbacks: FrameRequestCallback[] = [];
  win.requestAnimationFrame = (callback) => callbacks.push(callback);
  const frame = () => {
    const due = callbacks;
    callbacks = [];
    for (const callback of due) callback(0);
  };
  const marked = () => win.document.documentElement.hasAttribute(DEMOS_DRAWN_ATTRIBUTE);
  return { win, frame, marked };
}

test('a loading page is marked a whole frame after its load, not before', () => {
  const { win, frame, marked } = makePage('loading');
  skipDistantDemosOnceDrawn(win);
  frame();
  expect(marked()).toBe(false);
  win.dispatchEvent(new win.Event('load'));
  expect(marked()).toBe(false);
  // The first frame after the load draws the page with every box in it; the mark comes in the next.
  frame();
  expect(marked()).toBe(false);
  frame();
  expect(marked()).toBe(true);
});

test('a page already loaded is marked after a whole frame', () => {
  const { win, frame, marked } = makePage('complete');
  skipDistantDemosOnceDrawn(win);
  expect(marked()).toBe(false);
  frame();
  expect(marked()).toBe(false);
  frame();
  expect(marked()).toBe(true);
});
