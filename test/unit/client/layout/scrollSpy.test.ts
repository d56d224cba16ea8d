import { activeHeading, throttle } from '../../../../src/client/layout/scrollSpy';

describe('scroll spy', () => {
  const headings = [
    { hash: 'a', offsetTop: 100 },
    { hash: 'b', offsetTop: 900 },
    { hash: 'c', offsetTop: 1800 },
  ];

  it('marks nothing near the top of the page', () => {
    expect(activeHeading(headings, 199, 800)).toBeNull();
  });

  it('marks the last heading above the first eighth of the viewport', () => {
    expect(activeHeading(headings, 200, 800)).toBe('a');
    expect(activeHeading(headings, 801, 800)).toBe('b');
    expect(activeHeading(headings, 1700, 800)).toBe('b');
    expect(activeHeading(headings, 1701, 800)).toBe('c');
  });

  it('throttles calls and delivers the last one', () => {
    jest.useFakeTimers();
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 166);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(166);
    expect(calls).toEqual([1, 3]);
    jest.useRealTimers();
  });
});
