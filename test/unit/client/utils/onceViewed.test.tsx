/** @jest-environment jsdom */
import * as React from 'react';
import { act, render } from '@testing-library/react';
import { useOnceViewed, VIEWED_AFTER_MS } from '../../../../src/client/utils/useOnceViewed';

type Observed = (entries: Array<{ isIntersecting: boolean }>) => void;

let observed: Observed = () => undefined;
let watching = 0;
let idleTasks: Array<() => void> = [];

beforeEach(() => {
  jest.useFakeTimers();
  watching = 0;
  idleTasks = [];
  window.IntersectionObserver = class {
    constructor(callback: Observed) {
      observed = callback;
    }
    observe() {
      watching += 1;
    }
    disconnect() {
      watching = 0;
    }
  } as unknown as typeof IntersectionObserver;
  window.requestIdleCallback = ((task: () => void) => idleTasks.push(task)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (handle: number) => {
    idleTasks[handle - 1] = () => undefined;
  };
});

afterEach(() => jest.useRealTimers());

function Box({ enabled, onViewed }: { enabled: boolean; onViewed: () => void }) {
  const ref = React.useRef<HTMLDivElement>(null);
  useOnceViewed(ref, enabled, onViewed);
  return <div ref={ref} />;
}

const view = (isIntersecting: boolean) => act(() => observed([{ isIntersecting }]));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const runIdle = () => act(() => idleTasks.splice(0).forEach((task) => task()));

test('an element that stays in view is reported once, at the next idle moment', () => {
  const onViewed = jest.fn();
  render(<Box enabled onViewed={onViewed} />);
  view(true);
  wait(VIEWED_AFTER_MS - 1);
  runIdle();
  expect(onViewed).not.toHaveBeenCalled();
  wait(1);
  expect(onViewed).not.toHaveBeenCalled();
  runIdle();
  expect(onViewed).toHaveBeenCalledTimes(1);
  // Watching stops: coming back into view asks for nothing more.
  expect(watching).toBe(0);
  view(false);
  view(true);
  wait(VIEWED_AFTER_MS);
  runIdle();
  expect(onViewed).toHaveBeenCalledTimes(1);
});

test('an element scrolled past is not reported; one that comes back and stays is', () => {
  const onViewed = jest.fn();
  render(<Box enabled onViewed={onViewed} />);
  view(true);
  wait(VIEWED_AFTER_MS / 2);
  view(false);
  wait(VIEWED_AFTER_MS * 3);
  runIdle();
  expect(onViewed).not.toHaveBeenCalled();
  view(true);
  wait(VIEWED_AFTER_MS);
  runIdle();
  expect(onViewed).toHaveBeenCalledTimes(1);
});

test('nothing is watched until enabled, and nothing is reported after unmounting', () => {
  const onViewed = jest.fn();
  const { rerender, unmount } = render(<Box enabled={false} onViewed={onViewed} />);
  expect(watching).toBe(0);
  rerender(<Box enabled onViewed={onViewed} />);
  expect(watching).toBe(1);
  view(true);
  wait(VIEWED_AFTER_MS);
  unmount();
  runIdle();
  expect(onViewed).not.toHaveBeenCalled();
});
