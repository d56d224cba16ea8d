import { providePreloadedDemo } from '../../client/demos/DemoSlot';
import { demoLoaders } from '../../client/demos/generated/buildRegistry';

/**
 * Loads the demos of a page before the build renders it (from `getStaticProps`), so the render
 * finds them ready and never suspends: see `openGate`. The registry of every demo it reads is
 * build-time only; browsers reach a page's demos through its own module (`pageDemos.ts`).
 */
export async function preloadDemos(ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const loader = demoLoaders[id];
      if (!loader) throw new Error(`No demo module is registered for ${id}; run \`npm run generate\``);
      providePreloadedDemo(id, (await loader()).default);
    }),
  );
}
