import { whenShown } from '../../../../src/client/boot/whenShown';

/** A document as far as whenShown reads it: an event target that may be rendered ahead. */
function documentThat(prerendering?: boolean) {
  const doc = new EventTarget() as EventTarget & { prerendering?: boolean };
  if (prerendering !== undefined) doc.prerendering = prerendering;
  return doc as unknown as Document & { prerendering?: boolean };
}

describe('whenShown', () => {
  it('runs the task at once on a page the reader sees, and on one from a browser that never renders ahead', () => {
    for (const doc of [documentThat(false), documentThat()]) {
      const task = jest.fn();
      whenShown(doc, task);
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it('holds the task of a page rendered ahead until it is shown, then runs it once', () => {
    const doc = documentThat(true);
    const task = jest.fn();
    whenShown(doc, task);
    expect(task).not.toHaveBeenCalled();
    doc.prerendering = false;
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
