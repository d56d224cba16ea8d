// The engine with more demos than the content has: a copy of the project built before and after
// 800+ synthetic demos are added (../syntheticTree.ts), beside today's tree.
import fs from 'node:fs';
import path from 'node:path';
import { describeScript, kB, measureFirstLoad } from '../../../src/node/quality/budgets';
import { listPages } from '../../../src/node/quality/builtPages';
import { copyProject, timedRun } from '../syntheticTree';
import { OUT, PROSE_PAGE } from './benchRoutes';
import { countDemos, measureGenerate } from './demoGeneration';
import { firstLoadOf } from './firstLoad';
import { toolSettings } from '../../../src/shared/site/settings';

/**
 * The engine with more demos than the content has: a temporary copy of the project, built as it
 * is, then again with five demos on every page that has none but the prose page. Generation cold
 * and warm, the cold build, and the first-load JS of the prose page in both builds, which must match.
 */
export async function measureSyntheticTree() {
  const copy = copyProject(process.cwd());
  try {
    console.log(`Building a copy of today's tree in ${copy.dir}…`);
    await timedRun('npm', ['run', '--silent', 'build'], copy.dir);
    const outDir = path.join(copy.dir, 'out');
    const baselineProseFirstLoad = firstLoadOf(outDir, PROSE_PAGE);
    const { plan, demos } = copy.addSyntheticDemos([PROSE_PAGE]);
    console.log(`Synthetic tree: ${demos} demos (${plan.demos} copied onto ${plan.pages} pages)`);
    const generate = await measureGenerate(copy.dir);
    fs.rmSync(path.join(copy.dir, '.next'), { recursive: true, force: true });
    const build = await timedRun('npm', ['run', '--silent', 'build'], copy.dir);
    const loads = measureFirstLoad(
      listPages(outDir).map(({ route, file }) => ({ route, html: fs.readFileSync(file, 'utf8') })),
      (src) => describeScript(fs.readFileSync(path.join(outDir, decodeURIComponent(src)))),
    );
    return {
      demos,
      pagesWithCopies: plan.pages,
      generate,
      build: { wallSeconds: build.seconds, peakRssMB: build.peakRssMB },
      baselineProseFirstLoad,
      proseFirstLoad: firstLoadOf(outDir, PROSE_PAGE),
      maxFirstLoadGzip: Math.max(...loads.map((load) => load.gzip)),
    };
  } finally {
    // BENCH_KEEP_COPY=1 keeps the copy, to look into a first load that changed.
    if (toolSettings.BENCH_KEEP_COPY) console.log(`The copy is kept in ${copy.dir}`);
    else fs.rmSync(copy.dir, { recursive: true, force: true });
  }
}

export type SyntheticFigures = Awaited<ReturnType<typeof measureSyntheticTree>>;

export function printScale(real: { generate: { coldSeconds: number; warmSeconds: number }; build: { wallSeconds: number; peakRssMB: number }; demos: number; proseFirstLoad: { raw: number; gzip: number } }, synthetic: SyntheticFigures) {
  console.log(`\nAt scale               demos   generate cold / warm   build wall / peak RSS   ${PROSE_PAGE} first load (raw / gzip)`);
  // --scale-only reads today's tree from out/ without building it: no build figures to show.
  const buildFigures = ({ wallSeconds, peakRssMB }: typeof real.build) => (Number.isNaN(wallSeconds) ? 'not built here' : `${wallSeconds} s / ${peakRssMB} MB`);
  const row = (label: string, figures: typeof real) =>
    console.log(
      `  ${label.padEnd(20)} ${String(figures.demos).padStart(5)}   ${`${figures.generate.coldSeconds} s / ${figures.generate.warmSeconds} s`.padEnd(20)}   ${buildFigures(figures.build).padEnd(21)}   ${figures.proseFirstLoad.raw} B / ${figures.proseFirstLoad.gzip} B`,
    );
  row('today\'s tree', real);
  row('synthetic tree', synthetic);
  // Compared within the copy: the same tree built in another folder gets other chunk names.
  const { baselineProseFirstLoad: before, proseFirstLoad: after } = synthetic;
  // The bytes shipped are the criterion. Chunk names are content hashes, so a file that names
  // another chunk changes its name's characters (not its length) whenever that chunk changes
  // anywhere; gzip then packs the same number of bytes a few bytes differently.
  const same = before.raw === after.raw;
  const gzipNote = same && before.gzip !== after.gzip ? ` (gzip differs by ${after.gzip - before.gzip} B: other hashed chunk names, same length)` : '';
  console.log(
    `  prose page first load in the copy, before / after ${synthetic.demos - real.demos} more demos: ${before.raw} B / ${after.raw} B raw, ${before.gzip} B / ${after.gzip} B gzip: ${same ? `unchanged${gzipNote}` : 'CHANGED'}; largest first load in the synthetic tree ${kB(synthetic.maxFirstLoadGzip)}`,
  );
  if (!same) {
    const only = (a: string[], b: string[]) => a.filter((script) => !b.includes(script)).join(', ') || 'none';
    console.log(`  scripts only before: ${only(before.scripts, after.scripts)}; only after: ${only(after.scripts, before.scripts)}`);
  }
}

/** `--scale-only`: the at-scale figures alone, against today's tree as built in out/. */
export async function measureScaleOfBuiltTree() {
  const realGenerate = await measureGenerate(process.cwd());
  const demos = countDemos();
  const synthetic = await measureSyntheticTree();
  printScale({ generate: realGenerate, build: { wallSeconds: NaN, peakRssMB: NaN }, demos, proseFirstLoad: firstLoadOf(OUT, PROSE_PAGE) }, synthetic);
}
