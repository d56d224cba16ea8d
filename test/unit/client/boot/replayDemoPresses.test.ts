import { JSDOM } from 'jsdom';
import { replayDemoPresses } from '../../../../src/client/boot/replayDemoPresses';

function makePage() {
  const dom = new JSDOM('<!doctype html><body><div data-demo="charts/bars/Basic"><svg><g><rect id="bar"></rect></g></svg></div><p id="text">Text</p></body>', { pretendToBeVisual: true });
  const win = dom.window as unknown as Window & typeof globalThis;
  // jsdom has neither pointer events nor layout.
  class PointerEventShim extends win.MouseEvent {
    pointerId: number;
    pointerType: string;
    isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
      this.isPrimary = init.isPrimary ?? false;
    }
  }
  (win as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventShim;
  const demo = win.document.querySelector('[data-demo]')!;
  const bar = win.document.getElementById('bar')!;
  win.document.elementFromPoint = () => bar;
  const seen: string[] = [];
  for (const element of [demo, demo.firstElementChild!, bar]) {
    for (const type of ['pointerover', 'pointerenter', 'pointerdown']) {
      element.addEventListener(type, (event) => {
        const { pointerId, pointerType, clientX, clientY } = event as PointerEvent;
        if (event.target === element) seen.push(`${type} ${element.tagName.toLowerCase()} ${pointerType}#${pointerId} at ${clientX},${clientY}`);
      });
    }
  }
  const press = (type: string, pointerType = 'touch', target: Element = bar) =>
    target.dispatchEvent(new win.PointerEvent(type, { bubbles: true, pointerId: 3, pointerType, clientX: 40, clientY: 60 }));
  const goLive = () => demo.setAttribute('data-demo-live', '');
  const settle = () => new Promise((resolve) => win.setTimeout(resolve, 0));
  return { win, press, goLive, settle, seen };
}

describe('replayDemoPresses', () => {
  it('gives a finger still held on a demo when it goes live to what the live demo drew there: it enters, then presses', async () => {
    const { win, press, goLive, settle, seen } = makePage();
    replayDemoPresses(win);
    press('pointerdown');
    seen.length = 0;
    goLive();
    await settle();
    expect(seen).toEqual([
      'pointerover rect touch#3 at 40,60',
      'pointerenter div touch#3 at 40,60',
      'pointerenter svg touch#3 at 40,60',
      'pointerenter rect touch#3 at 40,60',
      'pointerdown rect touch#3 at 40,60',
    ]);
  });

  it('replays nothing for a finger lifted before, a mouse, or a demo that was live already', async () => {
    for (const [pointerType, before] of [['touch', 'lift'], ['mouse', ''], ['touch', 'live']] as const) {
      const { win, press, goLive, settle, seen } = makePage();
      replayDemoPresses(win);
      if (before === 'live') goLive();
      press('pointerdown', pointerType);
      if (before === 'lift') press('pointerup');
      seen.length = 0;
      goLive();
      await settle();
      expect(seen).toEqual([]);
    }
  });
});
