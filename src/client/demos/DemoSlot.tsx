import * as React from 'react';
import { loadOnDemand } from '../layout/loadOnDemand';
import type { CodeVariant } from '../../shared/preferences/codePreferences';
import type { LiveFile } from './live/compileDemo';
import { DemoFrame } from './DemoFrame';
import { demoGate, openGate, type DemoGate } from './demoGate';
import { liftGridSnapshots } from './gridSnapshotHandover';
import { loadDemo } from './pageDemos';
import { ServerSizedCharts } from './ServerSizedCharts';

/** Demo components the build has loaded for the page being rendered (server only). */
const preloaded = new Map<string, React.ComponentType>();

/** The build hands in a page's demos before rendering it (src/node/demos/preloadDemos.ts). */
export function providePreloadedDemo(id: string, component: React.ComponentType): void {
  preloaded.set(id, component);
}

/** The demo as the reader edited it; its compiler and scope load with the first edit. */
const EditedDemo = React.lazy(() => loadOnDemand('editedDemo'));

export interface LiveCode {
  /** Every file of the demo as edited, the demo itself first. */
  files: readonly LiveFile[];
  variant: CodeVariant;
  onError: (message: string | null) => void;
}

interface GatedDemoProps {
  route: string;
  id: string;
  gate: DemoGate;
  onLive: () => void;
  live: LiveCode | null;
  drawsCharts: boolean;
}

function GatedDemo({ route, id, gate, onLive, live, drawsCharts }: GatedDemoProps) {
  const component = React.createElement(React.use(gate.promise));
  const bundled = drawsCharts ? <ServerSizedCharts>{component}</ServerSizedCharts> : component;
  const demo = live ? (
    // While the editor's runtime loads, the bundled demo stays on screen.
    <React.Suspense fallback={bundled}>
      <EditedDemo route={route} id={id} files={live.files} variant={live.variant} original={bundled} onError={live.onError} />
    </React.Suspense>
  ) : (
    bundled
  );
  return (
    <>
      {demo}
      <LiveSignal onLive={onLive} />
    </>
  );
}

/** Its effect runs once the demo beside it is hydrated (or mounted): the demo now responds. */
function LiveSignal({ onLive }: { onLive: () => void }) {
  React.useEffect(onLive, [onLive]);
  return null;
}

/**
 * The live demo. Its code is a separate chunk behind a gate (see demoGate.ts); until the gate
 * opens the server HTML stays in place, or a placeholder of the same box on client navigation.
 */
export function gateFor(route: string, id: string, gateKey: string): DemoGate {
  if (typeof window === 'undefined') {
    const component = preloaded.get(id);
    if (!component) throw new Error(`Demo ${id} was not preloaded: call preloadDemos() in getStaticProps`);
    return openGate(component);
  }
  return demoGate(gateKey, () =>
    loadDemo(route, id).then((module) => {
      // React hydrates the demo once this promise has resolved: its grids' boxes must be empty then.
      const box = document.querySelector(`[data-demo="${CSS.escape(id)}"]`);
      if (box) liftGridSnapshots(box);
      return module;
    }),
  );
}

/** `instance` remounts the demo (reset) without a new gate: the loaded module is reused at once. */
interface DemoSlotProps {
  /** The page whose generated module holds the demo's loader. */
  route: string;
  id: string;
  gateKey: string;
  instance: number;
  onLive: () => void;
  /** Edited source to run instead of the bundled demo. */
  live: LiveCode | null;
  /** For `iframe` demos: the frame's accessible title and height. */
  frame?: { title: string; height: number };
  /**
   * The height the demo's server HTML took, once measured. A change of context above a demo not
   * yet live (the reader switching direction) makes React drop its server HTML for the fallback;
   * the fallback keeps this height so the page does not close up and reopen when the demo arrives.
   * A ref, read when the fallback renders, so that measuring changes no prop.
   */
  serverHeight?: React.RefObject<number | null>;
  /** The build drew this demo's charts at a set size (`DemoData.serverDrawing`, ServerSizedCharts.tsx). */
  drawsCharts: boolean;
}

/** The fallback's height when nothing better is known. */
const PENDING_MIN_HEIGHT = 120;

function PendingDemo({ serverHeight }: { serverHeight?: React.RefObject<number | null> }) {
  return <div data-demo-pending="" style={{ minHeight: serverHeight?.current ?? PENDING_MIN_HEIGHT }} />;
}

/**
 * Memoized: the box around it re-renders at every tap on its toolbar (the code panel, the variant,
 * a copy), and the demo beneath, a whole grid or picker, must not re-render with it. On a phone
 * that re-render was most of what a tap on "Expand code" cost.
 */
export const DemoSlot = React.memo(function DemoSlot({ route, id, gateKey, instance, onLive, live, frame, serverHeight, drawsCharts }: DemoSlotProps) {
  const gate = gateFor(route, id, gateKey);
  const demo = (
    <React.Suspense fallback={<PendingDemo serverHeight={serverHeight} />}>
      <GatedDemo key={instance} route={route} id={id} gate={gate} onLive={onLive} live={live} drawsCharts={drawsCharts} />
    </React.Suspense>
  );
  return frame ? (
    <DemoFrame title={frame.title} height={frame.height}>
      {demo}
    </DemoFrame>
  ) : (
    demo
  );
});
