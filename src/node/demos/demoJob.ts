// One demo's generation, the part worth caching and spreading over cores: formatting, the
// JavaScript twin, the JSX preview and the highlighting of every file in both variants.
import { highlightDemo } from './demoCode';
import { buildDemoEntry } from './demoModules';
import type { DemoCode, DemoSourceEntry } from '../../shared/demos/demoTypes';

export interface DemoJob {
  /** The demo's path relative to `data/`. */
  demo: string;
  ts: string;
  /** Its local files: path relative to `data/` → source. */
  helpers: Record<string, string>;
}

export interface BuiltDemo {
  entry: Omit<DemoSourceEntry, 'codeUrl'>;
  code: DemoCode;
}

export async function buildDemo(job: DemoJob): Promise<BuiltDemo> {
  const entry = await buildDemoEntry(job.demo, job.ts, job.helpers);
  return { entry, code: highlightDemo(entry) };
}
