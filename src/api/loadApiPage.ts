import fs from 'node:fs';
import path from 'node:path';
import { apiManifest } from '../../data/apiPages';
import { renderCodeBlock } from '../markdown/plugins/code';
import { apiIndexFor, type ApiIndex } from './apiIndex';
import type { ApiPageData, LoadedApiPage } from './types';

/** Routes served by `pages/x/api/[...slug].tsx`: the API pages and the API index pages. */
export function isApiRoute(pathname: string): boolean {
  return pathname.startsWith('/x/api/');
}

/** `/x/api/data-grid/data-grid` → the generated page data, or null when the route is not an API page. */
export function loadApiPage(pathname: string, root: string = process.cwd()): LoadedApiPage | null {
  const match = /^\/x\/api\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const file = path.join(root, 'src/api/generated/pages', match[1], `${match[2]}.json`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run generate\` (part of \`npm run build\`)`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiPageData;
  return { ...data, importHtml: renderCodeBlock(data.imports.join('\n// or\n'), 'jsx') };
}

/** `/x/api/data-grid` → its index of API pages (from the manifest the nav uses), or null. */
export function loadApiIndex(pathname: string): ApiIndex | null {
  return apiIndexFor(pathname, apiManifest);
}
