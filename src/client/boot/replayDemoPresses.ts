/**
 * A finger held on a demo before the demo's code has hydrated it is given to the live demo.
 *
 * A chart shows a point's tooltip while a finger rests on it, from the pointer events of the press.
 * A press that began on the server HTML (no `data-demo-live` yet on the demo's box) reached no
 * handler, and nothing told the live chart a finger was there: the reader saw nothing until they
 * lifted the finger and tried again. Here, when the box goes live with the finger still down, the
 * press is played on what the live demo drew at that point: the pointer enters it, then presses.
 * Only touch and pen presses: a mouse's next move reaches the live demo on its own, and a
 * replayed mouse press could start a drag. Clicks are held and replayed by bootOnFirstUse.ts.
 *
 * The first-use loader inlines this module (src/node/export/deferPageScripts.ts): it must import
 * nothing.
 */
const PRESSED_DEMO = '[data-demo]';
const LIVE = 'data-demo-live';

interface Press {
  demo: Element;
  pointerId: number;
  pointerType: string;
  pageX: number;
  pageY: number;
}

export function replayDemoPresses(win: Window & typeof globalThis): void {
  if (typeof win.PointerEvent !== 'function') return;
  const doc = win.document;
  let press: Press | null = null;

  const replay = ({ demo, pointerId, pointerType, pageX, pageY }: Press) => {
    const clientX = pageX - win.scrollX;
    const clientY = pageY - win.scrollY;
    const target = doc.elementFromPoint(clientX, clientY);
    if (!target || !demo.contains(target)) return;
    const init = { pointerId, pointerType, isPrimary: true, clientX, clientY, button: 0, buttons: 1, composed: true, view: win };
    target.dispatchEvent(new win.PointerEvent('pointerover', { ...init, bubbles: true, cancelable: true }));
    // `pointerenter` does not bubble: each element from the box down to the target gets its own.
    const entered: Element[] = [];
    for (let element: Element | null = target; element && element !== demo.parentElement; element = element.parentElement) entered.unshift(element);
    for (const element of entered) element.dispatchEvent(new win.PointerEvent('pointerenter', init));
    target.dispatchEvent(new win.PointerEvent('pointerdown', { ...init, bubbles: true, cancelable: true }));
  };

  win.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType === 'mouse' || !(event.target instanceof win.Element)) return;
      const demo = event.target.closest(PRESSED_DEMO);
      if (!demo || demo.hasAttribute(LIVE)) return;
      press = { demo, pointerId: event.pointerId, pointerType: event.pointerType, pageX: event.clientX + win.scrollX, pageY: event.clientY + win.scrollY };
      new win.MutationObserver((_records, observer) => {
        if (!demo.hasAttribute(LIVE)) return;
        observer.disconnect();
        if (press?.demo === demo) replay(press);
        press = null;
      }).observe(demo, { attributes: true, attributeFilter: [LIVE] });
    },
    { capture: true, passive: true },
  );
  const lifted = (event: PointerEvent) => {
    if (press?.pointerId === event.pointerId) press = null;
  };
  win.addEventListener('pointerup', lifted, { capture: true, passive: true });
  win.addEventListener('pointercancel', lifted, { capture: true, passive: true });
}
