/**
 * Build step: lists in a page's HTML the files its demos load (src/shared/demos/demoChunkList.ts),
 * read from the exported chunks.
 *
 * Turbopack compiles each `import()` to a loader module, in the importing chunk, that names the
 * chunks to fetch and the module to run once they are in:
 *
 *   336928,t=>{t.v(a=>Promise.all(["static/chunks/28zs….js"].map(a=>t.l(a))).then(()=>a(141895)))}
 *
 * and each key of an object of loaders (the generated page index and page modules,
 * src/client/demos/generated/) to `"key":()=>t.A(336928)`. The page's scripts hold the loader of
 * the page index; the index holds each page's loader; a page module holds each demo's. This
 * follows that chain. The shape belongs to the installed Next: when a page with demos cannot be
 * followed, the build stops and says where the chain broke, rather than ship pages that fetch
 * nothing early (test/e2e/boot.spec.ts, "the files of the demos near the viewport are fetched
 * with the page's scripts", pins the result to what the browser then loads).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoChunkList } from '../../shared/demos/demoChunkList';

const ID = '[\\w$]+';
const LOADER = new RegExp(
  `(\\d+),(${ID})=>\\{\\2\\.v\\((${ID})=>Promise\\.all\\((\\[[^\\]]*\\])\\.map\\((${ID})=>\\2\\.l\\(\\5\\)\\)\\)\\.then\\(\\(\\)=>\\3\\(\\d+\\)\\)\\)\\}`,
  'g',
);
const CHUNKS_DIR = 'static/chunks/';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The loader module named by `key` in an object of loaders, from `from` on. */
function keyedLoader(source: string, key: string, from = 0): string | null {
  const stub = new RegExp(`["']${escapeRegExp(key)}["']:\\(\\)=>${ID}\\.A\\((\\d+)\\)`, 'g');
  stub.lastIndex = from;
  return stub.exec(source)?.[1] ?? null;
}

interface ParsedChunk {
  source: string;
  /** Loader module id → the chunks it fetches, as Turbopack spells them (`static/chunks/x.js`). */
  loaders: Map<string, string[]>;
}

export function parseChunk(source: string): ParsedChunk {
  const loaders = new Map<string, string[]>();
  for (const match of source.matchAll(LOADER)) {
    const files: unknown = JSON.parse(match[4]);
    if (Array.isArray(files) && files.every((file) => typeof file === 'string')) loaders.set(match[1], files);
  }
  return { source, loaders };
}

class ChainBroken extends Error {
  constructor(page: string, where: string) {
    super(
      `demo chunks, ${page}: ${where}. The page has demos, so the build expected Turbopack's loaders ` +
        '(`N,t=>{t.v(a=>Promise.all([...].map(a=>t.l(a))).then(()=>a(M)))}` and `"key":()=>t.A(N)`); ' +
        'the installed Next may compile import() differently now: see src/node/export/demoChunks.ts',
    );
  }
}

/** Follows the chain in the chunks of one export; reads each chunk once for every page. */
export class DemoChunkReader {
  private readonly chunks = new Map<string, ParsedChunk>();
  private indexLoader: { chunks: string[]; index: ParsedChunk } | null = null;

  /** `readChunk` gets a chunk's text from its name relative to the public path (`static/chunks/x.js`). */
  constructor(private readonly readChunk: (file: string) => string) {}

  static forExport(outDir: string, base = '/_next/'): DemoChunkReader {
    return new DemoChunkReader((file) => readFileSync(path.join(outDir, base, file), 'utf8'));
  }

  private chunk(file: string): ParsedChunk {
    let parsed = this.chunks.get(file);
    if (!parsed) {
      parsed = parseChunk(this.readChunk(file));
      this.chunks.set(file, parsed);
    }
    return parsed;
  }

  private loaderIn(files: readonly string[], id: string): string[] | null {
    for (const file of files) {
      const found = this.chunk(file).loaders.get(id);
      if (found) return found;
    }
    return null;
  }

  /** The loader in the page's scripts whose chunk holds the page index (the same for every page). */
  private findIndex(route: string, scripts: readonly string[]): { chunks: string[]; index: ParsedChunk } | null {
    if (this.indexLoader) return this.indexLoader;
    for (const script of scripts) {
      for (const chunks of this.chunk(script).loaders.values()) {
        for (const file of chunks) {
          if (!file.endsWith('.js')) continue;
          const candidate = this.chunk(file);
          if (keyedLoader(candidate.source, route) !== null) {
            this.indexLoader = { chunks, index: candidate };
            return this.indexLoader;
          }
        }
      }
    }
    return null;
  }

  /**
   * What the page at `route` loads for each of `demoIds`. `scripts` are the page's own scripts
   * (from its HTML: `/_next/static/chunks/…`), which the list leaves out: they load anyway.
   */
  listFor(route: string, demoIds: readonly string[], scriptUrls: readonly string[]): DemoChunkList {
    const first = scriptUrls.find((url) => url.includes(CHUNKS_DIR));
    if (first === undefined) throw new ChainBroken(route, 'none of its scripts is under static/chunks/');
    const base = first.slice(0, first.indexOf(CHUNKS_DIR));
    const scripts = scriptUrls.filter((url) => url.startsWith(base + CHUNKS_DIR)).map((url) => url.slice(base.length));
    const found = this.findIndex(route, scripts);
    if (!found) throw new ChainBroken(route, 'no loader in its scripts fetches a chunk that lists this route');
    const pageLoaderId = keyedLoader(found.index.source, route);
    if (pageLoaderId === null) throw new ChainBroken(route, 'the page index does not list this route');
    const pageChunks = found.index.loaders.get(pageLoaderId);
    if (!pageChunks) throw new ChainBroken(route, `the page index names loader ${pageLoaderId}, which its chunk does not hold`);

    const files: string[] = [];
    const own = new Set(scripts);
    const indexOf = (file: string) => {
      let index = files.indexOf(file);
      if (index === -1) index = files.push(file) - 1;
      return index;
    };
    const page = [...found.chunks, ...pageChunks].filter((file) => !own.has(file)).map(indexOf);
    const shared = new Set([...own, ...found.chunks, ...pageChunks]);
    const demos: Record<string, number[]> = {};
    for (const id of demoIds) {
      let loaderId: string | null = null;
      for (const file of pageChunks) {
        const { source } = this.chunk(file);
        const demosAt = source.indexOf('demos:{');
        if (demosAt !== -1) loaderId = keyedLoader(source, id, demosAt);
        if (loaderId !== null) break;
      }
      if (loaderId === null) throw new ChainBroken(route, `the page's loaders do not name the demo ${id}`);
      const demoChunks = this.loaderIn(pageChunks, loaderId);
      if (!demoChunks) throw new ChainBroken(route, `the page's loaders name loader ${loaderId} for ${id}, which they do not hold`);
      demos[id] = demoChunks.filter((file) => !shared.has(file)).map(indexOf);
    }
    // The files share their folder, which the list then spells once.
    const folder = files.every((file) => file.startsWith(CHUNKS_DIR)) ? CHUNKS_DIR : '';
    return { base: base + folder, files: files.map((file) => file.slice(folder.length)), page, demos };
  }
}

/** The demos whose boxes a page's HTML holds, each once, in page order. */
export function demoIdsInHtml(html: string): string[] {
  return [...new Set([...html.matchAll(/<[a-z]+\s[^>]*?\bdata-demo="([^"]+)"/g)].map((match) => match[1]))];
}

/** The route of an exported page as the page index spells it: `out/x/a/b/index.html` → `/x/a/b`. */
export function routeOfExportedFile(outDir: string, file: string): string {
  const folder = path.relative(outDir, path.dirname(file)).split(path.sep).join('/');
  return `/${folder}`;
}
