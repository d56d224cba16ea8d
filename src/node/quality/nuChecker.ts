import { spawn } from 'node:child_process';
import { problemsFromVnuReport, type HtmlProblem } from './htmlReport';
import { toolSettings } from '../../shared/site/settings';

/**
 * Runs the Nu Html Checker (the W3C validator, `vnu.jar` from the vnu-jar package) over HTML
 * files. One JVM checks every file: starting Java costs seconds, each page then a few ms.
 * Java comes from the system (`scripts/ensure-java.sh`; `JAVA_PATH` overrides): the package's
 * own launcher would fetch a runtime from the network when none is found, so it is not used.
 */
export async function checkHtmlFiles(files: readonly string[]): Promise<HtmlProblem[]> {
  if (!files.length) return [];
  const java = toolSettings.JAVA_PATH;
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  // The serial collector: a quarter of the default's memory and no GC threads competing with
  // the rest of the test run for two cores, at no cost in time. `--stdout`: the report would
  // otherwise go to stderr, mixed with the JVM's own warnings.
  const args = ['-XX:+UseSerialGC', '-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files];
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`No Java runtime at "${java}": the Nu Html Checker needs Java 11 or later. Run scripts/ensure-java.sh (or set JAVA_PATH).`)
          : error,
      ),
    );
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
  });
  // The checker exits 1 when it found errors; anything else without a report is a failed run.
  if (!stdout.trim()) throw new Error(`The Nu Html Checker exited with ${code} and no report:\n${stderr.slice(0, 2000)}`);
  return problemsFromVnuReport(stdout);
}
