/** @jest-environment jsdom */
import * as React from 'react';
import { act, render } from '@testing-library/react';
import { useFarFromViewport } from '../../../../src/client/utils/useFarFromViewport';

type Observed = (entries: Array<{ isIntersecting: boolean }>) => void;

let observed: Observed = () => undefined;
let margins: string[] = [];
let watching = 0;

beforeEach(() => {
  margins = [];
  watching = 0;
  window.IntersectionObserver = class {
    constructor(callback: Observed, options: IntersectionObserverInit) {
      observed = callback;
      margins.push(options.rootMargin ?? '');
    }
    observe() {
      watching += 1;
    }
    disconnect() {
      watching = 0;
    }
  } as unknown as typeof IntersectionObserver;
});

function Box({ onFar }: { onFar: () => void }) {
  const ref = React.useRef<HTMLDivElement>(null);
  useFarFromViewport(ref, onFar, '100% 0px');
  return <div ref={ref} />;
}

// As the browser does, a disconnected observer delivers nothing more.
const see = (isIntersecting: boolean) => act(() => (watching ? observed([{ isIntersecting }]) : undefined));

test('a box first seen far is reported at once, and watching stops', () => {
  const onFar = jest.fn();
  render(<Box onFar={onFar} />);
  expect(margins).toEqual(['100% 0px']);
  see(false);
  expect(onFar).toHaveBeenCalledTimes(1);
  expect(watching).toBe(0);
});

test('a box first seen near is reported only once the reader has moved it far away, and only once', () => {
  const onFar = jest.fn();
  render(<Box onFar={onFar} />);
  see(true);
  see(true);
  expect(onFar).not.toHaveBeenCalled();
  expect(watching).toBe(1);
  see(false);
  see(false);
  expect(onFar).toHaveBeenCalledTimes(1);
});

test('where distance cannot be observed nothing is reported: skipping is a saving, not a need', () => {
  // @ts-expect-error: a browser without the observer.
  delete window.IntersectionObserver;
  const onFar = jest.fn();
  render(<Box onFar={onFar} />);
  expect(onFar).not.toHaveBeenCalled();
});

test('an unmounted box stops being watched', () => {
  const onFar = jest.fn();
  const { unmount } = render(<Box onFar={onFar} />);
  unmount();
  expect(watching).toBe(0);
});
