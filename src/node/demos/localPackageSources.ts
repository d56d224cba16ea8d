import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_PACKAGES, localPackageOf, type LocalPackageSource } from '../../shared/demos/localPackages';
import { moduleSpecifiers } from '../../shared/demos/sandbox/inlineLocalPackages';
import { jsFileName } from './demoFiles';
import { formatTs, generateJs } from './generateJs';

/**
 * Every local package's files, formatted, with their JavaScript twins: what a sandbox copies
 * beside a demo that imports the package. A package must be self-contained: a relative import
 * leaving its folder, or an import of another local package, would break in the copy.
 */
export async function readLocalPackages(root: string, cache?: { dir: string; salt: string }): Promise<LocalPackageSource[]> {
  return Promise.all(
    Object.entries(LOCAL_PACKAGES).map(async ([name, folder]) => {
      const directory = path.join(root, folder);
      const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => path.join(directory, file))
        .sort();
      if (!files.length) throw new Error(`${folder}/ has no .ts files, but ${name} is listed in src/shared/demos/localPackages.ts`);
      const sources = files.map((file) => [path.relative(directory, file).replace(/\\/g, '/'), readFileSync(file, 'utf8')] as const);
      // Formatting and transpiling take a second or more; unchanged files are read back instead.
      const hash = createHash('sha256').update(cache?.salt ?? '').update(name);
      for (const [tsName, source] of sources) hash.update(tsName).update(source);
      const cached = cache && path.join(cache.dir, `local-${hash.digest('hex')}.json`);
      if (cached && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as LocalPackageSource;
      const local: LocalPackageSource = {
        name,
        folder: path.posix.basename(folder),
        files: await Promise.all(
          sources.map(async ([tsName, source]) => {
            for (const specifier of moduleSpecifiers(source)) {
              const outside = specifier.startsWith('.') && path.posix.join(path.posix.dirname(tsName), specifier).startsWith('..');
              if (outside || localPackageOf(specifier)) {
                throw new Error(`${folder}/${tsName} imports "${specifier}": a local package may only import its own files and npm packages`);
              }
            }
            const ts = await formatTs(source);
            return { tsName, jsName: jsFileName(tsName), ts, js: await generateJs(ts, tsName) };
          }),
        ),
      };
      if (cached) writeFileSync(cached, JSON.stringify(local));
      return local;
    }),
  );
}
