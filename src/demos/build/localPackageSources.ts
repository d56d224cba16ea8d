import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_PACKAGES, localPackageOf, type LocalPackageSource } from '../localPackages';
import { importsOf } from '../sandbox/dependencies';
import { jsFileName } from './demoFiles';
import { formatTs, generateJs } from './generateJs';

/**
 * Every local package's files, formatted, with their JavaScript twins: what a sandbox copies
 * beside a demo that imports the package. A package must be self-contained: a relative import
 * leaving its folder, or an import of another local package, would break in the copy.
 */
export async function readLocalPackages(root: string): Promise<LocalPackageSource[]> {
  return Promise.all(
    Object.entries(LOCAL_PACKAGES).map(async ([name, folder]) => {
      const directory = path.join(root, folder);
      const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => path.join(directory, file))
        .sort();
      if (!files.length) throw new Error(`${folder}/ has no .ts files, but ${name} is listed in src/demos/localPackages.ts`);
      return {
        name,
        folder: path.posix.basename(folder),
        files: await Promise.all(
          files.map(async (file) => {
            const tsName = path.relative(directory, file).replace(/\\/g, '/');
            const source = readFileSync(file, 'utf8');
            for (const specifier of importsOf(source)) {
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
    }),
  );
}
