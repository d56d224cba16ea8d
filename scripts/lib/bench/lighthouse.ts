// Lighthouse on the bench's pages, run in its own node process (../run-lighthouse.mjs), and its table.
import { spawn } from 'node:child_process';
import { LIGHTHOUSE_PAGES } from './benchRoutes';
import { chromiumLaunch } from '../chromiumLaunch';

export type LighthouseResults = Record<string, Record<string, Record<string, number>>>;

export async function runLighthouse(origin: string): Promise<LighthouseResults> {
  const child = spawn('node', ['scripts/lib/run-lighthouse.mjs', origin, JSON.stringify(LIGHTHOUSE_PAGES), chromiumLaunch().executablePath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code: number = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Lighthouse failed with exit code ${code}`);
  return JSON.parse(output) as LighthouseResults;
}

export function printLighthouse(lighthouseResults: LighthouseResults) {
  console.log('\nLighthouse (mobile: median of 3)     perf  a11y  best  seo    FCP ms   LCP ms  TBT ms  CLS    script kB  DOM nodes  observed: paint / load ms');
  for (const [name, presets] of Object.entries(lighthouseResults)) {
    for (const [preset, r] of Object.entries(presets)) {
      if (preset === 'flow') continue;
      console.log(
        `  ${`${name} ${preset}`.padEnd(33)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}  ${String(r.fcpMs).padStart(7)}  ${String(r.lcpMs).padStart(7)}  ${String(r.tbtMs).padStart(6)}  ${String(r.cls).padEnd(5)}  ${String(r.scriptKB).padStart(9)}  ${String(r.domNodes).padStart(9)}  ${String(r.observedPaintMs).padStart(8)} / ${r.observedLoadMs}`,
      );
    }
  }
  console.log('\nLighthouse user flow, mobile with applied throttling (median of 3): the load, watched until quiet (the untouched page starts its code 5 s after load, inside it), then a tap on the title');
  console.log('                                   load perf  load TBT ms  tap TBT ms  tap INP ms  tap CLS');
  for (const [name, { flow }] of Object.entries(lighthouseResults)) {
    if (!flow) continue;
    console.log(`  ${name.padEnd(33)} ${String(flow.loadPerformance).padStart(9)}  ${String(flow.loadTbtMs).padStart(11)}  ${String(flow.tapTbtMs).padStart(10)}  ${String(flow.tapInpMs).padStart(10)}  ${flow.tapCls}`);
  }
  const late = Object.entries(lighthouseResults)
    .flatMap(([, presets]) => Object.entries(presets).filter(([preset]) => preset !== 'flow').map(([, r]) => r))
    .filter((r) => r.observedPaintMs > r.observedLoadMs + 500);
  if (late.length) {
    console.log(`  ${late.length} of these runs observed their first paint over 0.5 s after the load: headless Chromium withheld frames (lighthouse#17148), which inflates the simulated FCP and LCP.`);
  }
}
