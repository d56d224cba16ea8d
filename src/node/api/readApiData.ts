import fs from 'node:fs';
import path from 'node:path';
import { kebabCase } from '../../shared/nav/apiRoutes';
import type { ApiManifest, ApiPageData } from '../../shared/api/apiTypes';

const API_PAGE = /^\/x\/api\/([^/]+)\/([^/]+)\/?$/;

function generatedDir(root: string): string {
  return path.join(root, 'src/shared/api/generated');
}

function missing(file: string): Error {
  return new Error(`${file} is missing: run \`npm run generate\` (part of \`npm run build\`)`);
}

/** `/x/api/data-grid/data-grid` → its generated JSON, or null when the route is not an API page (node). */
export function readApiPageData(pathname: string, root: string = process.cwd()): ApiPageData | null {
  const match = API_PAGE.exec(pathname);
  if (!match) return null;
  const file = path.join(generatedDir(root), 'pages', match[1], `${match[2]}.json`);
  if (!fs.existsSync(file)) {
    // A folder the generator wrote but a name it did not is simply not an API page.
    if (fs.existsSync(path.join(generatedDir(root), 'manifest.json'))) return null;
    throw missing(file);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiPageData;
}

export interface ApiPageLookup {
  byPathname(pathname: string): ApiPageData | null;
  /** A component or interface by name (`DataGridPro`), wherever its package folder is. */
  byName(name: string): ApiPageData | null;
}

/** The generated API pages, each read once: guides ask about the same few components. */
export function createApiPageLookup(root: string = process.cwd()): ApiPageLookup {
  const pages = new Map<string, ApiPageData | null>();
  let folders: Map<string, string> | null = null;
  const byPathname = (pathname: string) => {
    const key = pathname.replace(/\/$/, '');
    if (!pages.has(key)) pages.set(key, readApiPageData(key, root));
    return pages.get(key) ?? null;
  };
  return {
    byPathname,
    byName(name) {
      if (!folders) {
        const file = path.join(generatedDir(root), 'manifest.json');
        if (!fs.existsSync(file)) throw missing(file);
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiManifest;
        folders = new Map(
          Object.entries(manifest).flatMap(([folder, lists]) => [...lists.components, ...lists.interfaces].map((entry): [string, string] => [entry.name, folder])),
        );
      }
      const folder = folders.get(name);
      return folder ? byPathname(`/x/api/${folder}/${kebabCase(name)}`) : null;
    },
  };
}
