import fs from 'node:fs';
import path from 'node:path';
import { renderCodeBlock } from '../markdown/plugins/code';
import { apiIndexFor, type ApiIndex } from './apiIndex';
import type { ApiManifest, ApiPageData, LoadedApiPage } from './types';

const generatedFile = (root: string, ...parts: string[]) => {
  const file = path.join(root, 'src/api/generated', ...parts);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run generate\` (part of \`npm run build\`)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
};

/** Routes served by `pages/x/api/[...slug].tsx`: the API pages and the API index pages. */
export function isApiRoute(pathname: string): boolean {
  return pathname.startsWith('/x/api/');
}

/** `/x/api/data-grid/data-grid` → the generated page data, or null when the route is not an API page. */
export function loadApiPage(pathname: string, root: string = process.cwd()): LoadedApiPage | null {
  const match = /^\/x\/api\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const data = generatedFile(root, 'pages', match[1], `${match[2]}.json`) as ApiPageData;
  return { ...data, importHtml: renderCodeBlock(data.imports.join('\n// or\n'), 'jsx') };
}

/** `/x/api/data-grid` → its index of API pages, or null when the route is not an API index. */
export function loadApiIndex(pathname: string, root: string = process.cwd()): ApiIndex | null {
  if (!/^\/x\/api\/[^/]+\/?$/.test(pathname)) return null;
  return apiIndexFor(pathname, generatedFile(root, 'manifest.json') as ApiManifest);
}
