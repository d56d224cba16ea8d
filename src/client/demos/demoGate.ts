import type { ComponentType } from 'react';

/**
 * A demo's component behind a gate. While the gate is shut its promise stays pending: a demo
 * suspended like that during hydration keeps its server-rendered HTML untouched, and React
 * hydrates it once the gate opens (when the demo comes near the viewport) and its chunk has
 * loaded. On the server the gate is open from the start, so the build renders every demo.
 */
export interface DemoGate {
  readonly promise: Promise<ComponentType>;
  readonly isOpen: boolean;
  open(): void;
}

export type DemoLoader = () => Promise<{ default: ComponentType }>;

const gates = new Map<string, DemoGate>();

export function createDemoGate(loader: DemoLoader, startOpen: boolean): DemoGate {
  let release!: () => void;
  let isOpen = startOpen;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  if (startOpen) release();
  const promise = opened.then(loader).then((module) => module.default);
  // A failed chunk load is shown by the demo's error boundary when it renders; this keeps the
  // rejection from also surfacing as an unhandled one before that.
  promise.catch(() => {});
  return {
    promise,
    get isOpen() {
      return isOpen;
    },
    open() {
      isOpen = true;
      release();
    },
  };
}

/**
 * A gate whose component is already known. React reads a promise marked `fulfilled` without
 * suspending, which is what the build needs: a demo that suspended there would be streamed as a
 * late segment that the browser moves into place, and hydration would not match it.
 */
export function openGate(component: ComponentType): DemoGate {
  const promise = Object.assign(Promise.resolve(component), { status: 'fulfilled', value: component });
  return { promise, isOpen: true, open() {} };
}

/** One gate per demo on the page, kept across renders (and resets) in the browser. */
export function demoGate(key: string, loader: DemoLoader): DemoGate {
  let gate = gates.get(key);
  if (!gate) {
    gate = createDemoGate(loader, false);
    gates.set(key, gate);
  }
  return gate;
}
