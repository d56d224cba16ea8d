// Demo generation, cold and warm, of this tree or of a copy, and how many demos it generated.
import fs from 'node:fs';
import path from 'node:path';
import { timedRun } from '../syntheticTree';

/** `npm run generate` of a tree with an empty demo cache, then again with it full. */
export async function measureGenerate(dir: string) {
  fs.rmSync(path.join(dir, 'node_modules/.cache/docs-demos'), { recursive: true, force: true });
  const cold = await timedRun('npx', ['tsx', 'scripts/generate.ts'], dir);
  const warm = await timedRun('npx', ['tsx', 'scripts/generate.ts'], dir);
  return { coldSeconds: cold.seconds, warmSeconds: warm.seconds };
}

/** The demos of this tree, as its last generation listed them. */
export function countDemos(): number {
  return Object.keys(JSON.parse(fs.readFileSync('src/client/demos/generated/manifest.json', 'utf8')) as object).length;
}
