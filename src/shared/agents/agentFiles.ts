/**
 * Where the files for coding agents live on the site. The llms.txt convention (llmstxt.org) puts
 * the index at a site's root; the docs live under `/x/`, so both addresses serve one index.
 */
export const AGENTS_INDEX_PATH = '/x/llms.txt';
export const ROOT_INDEX_PATH = '/llms.txt';
export const FULL_TEXT_PATH = '/x/llms-full.txt';

/** One index per product: `/x/llms-data-grid.txt`, named by the product's API folder. */
export function productIndexPath(folder: string): string {
  return `/x/llms-${folder}.txt`;
}

/** Part `n` (from 2) of a twin cut to the size an agent keeps: `/x/a/b.md` → `/x/a/b.part-2.md`. */
export function twinPartPath(twin: string, n: number): string {
  return `${twin.replace(/\.md$/, '')}.part-${n}.md`;
}
