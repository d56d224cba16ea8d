/**
 * The files a page's demos load, listed in the page's HTML by the build
 * (src/node/export/demoChunks.ts) for the first-use loader (src/client/boot/bootOnFirstUse.ts).
 *
 * A demo's code comes through three chained imports: the page index, the page's loaders, then the
 * demo's own chunks, each learnt only once the one before it has run, and the first only once the
 * page's scripts have run. On a phone, a grid tapped 2 s after load started fetching its own
 * chunks a second after its page's scripts had arrived. Listed in the HTML, the same files are
 * fetched beside the page's scripts.
 *
 * The loader inlines this module: it must import nothing.
 */
export const DEMO_CHUNKS_ATTRIBUTE = 'data-demo-chunks';

export interface DemoChunkList {
  /** What every file is relative to: the bundler's public path (`/_next/`). */
  base: string;
  /** Each file once. */
  files: string[];
  /** What every demo of the page needs first (the page index, the page's loaders): indexes into `files`. */
  page: number[];
  /** Each demo's own files, by demo id: indexes into `files`. */
  demos: Record<string, number[]>;
}

const isIndexList = (value: unknown): value is number[] => Array.isArray(value) && value.every((index) => Number.isInteger(index) && index >= 0);

/**
 * The list from its attribute, or null when there is none or it is not one: the loader then
 * fetches nothing early and the demos load as they would without it.
 */
export function parseDemoChunkList(text: string | null | undefined): DemoChunkList | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { base, files, page, demos } = value as Partial<Record<keyof DemoChunkList, unknown>>;
  if (typeof base !== 'string' || !Array.isArray(files) || !files.every((file) => typeof file === 'string') || !isIndexList(page)) return null;
  if (typeof demos !== 'object' || demos === null || !Object.values(demos).every(isIndexList)) return null;
  return { base, files: files as string[], page, demos: demos as Record<string, number[]> };
}

/** The addresses of what the demos `ids` load, the page's files first, each once. */
export function demoChunkUrls(list: DemoChunkList, ids: readonly string[]): string[] {
  const picked = new Set(list.page);
  for (const id of ids) {
    if (Object.prototype.hasOwnProperty.call(list.demos, id)) for (const index of list.demos[id]) picked.add(index);
  }
  const urls: string[] = [];
  for (const index of picked) {
    const file = list.files[index];
    if (file !== undefined) urls.push(list.base + file);
  }
  return urls;
}
