import fs from 'node:fs';
import path from 'node:path';
import { kebabCase } from '../../shared/nav/apiRoutes';
import type { ApiManifest, ApiPageAsRead, ApiPageData, ComponentApi, ComponentPage } from '../../shared/api/apiTypes';
import { componentPage, lowerVersionOf } from '../../shared/api/planVersions';

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
  /** A component's page as it reads: what lower versions' pages, a slots interface's page and a classes page give in full left out, and where. */
  pageOf(api: ComponentApi): ComponentPage;
  /** The page at `pathname` as it reads, or null when it is not an API page. */
  asReadAt(pathname: string): ApiPageAsRead | null;
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
  let manifest: ApiManifest | null = null;
  const views = new Map<string, ComponentPage>();
  const readManifest = () => {
    if (!manifest) {
      const file = path.join(generatedDir(root), 'manifest.json');
      if (!fs.existsSync(file)) throw missing(file);
      manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiManifest;
    }
    return manifest;
  };
  const byName = (name: string) => {
    if (!folders) {
      folders = new Map(
        Object.entries(readManifest()).flatMap(([folder, lists]) => [...lists.components, ...lists.interfaces].map((entry): [string, string] => [entry.name, folder])),
      );
    }
    const folder = folders.get(name);
    return folder ? byPathname(`/x/api/${folder}/${kebabCase(name)}`) : null;
  };
  /** The interface page the `slots` prop's type links to, when it lists exactly the component's slots. */
  const slotsPageOf = (api: ComponentApi) => {
    const slotsProp = api.props.find((prop) => prop.name === 'slots');
    const wanted = api.slots.map((slot) => slot.name).sort().join();
    for (const [, pathname] of slotsProp?.typeHtml.matchAll(/href="(\/x\/api\/[^"#]+)"/g) ?? []) {
      const page = byPathname(pathname);
      if (page?.kind === 'interface' && wanted && page.properties.map((property) => property.name).sort().join() === wanted) {
        return { component: page.name, pathname: page.pathname };
      }
    }
    return undefined;
  };
  const lookup: ApiPageLookup = {
    byPathname,
    byName,
    asReadAt(pathname) {
      const page = byPathname(pathname);
      return page?.kind === 'component' ? lookup.pageOf(page) : page;
    },
    pageOf(api) {
      const known = views.get(api.pathname);
      if (known) return known;
      const names = new Set(readManifest()[api.folder]?.components.map((entry) => entry.name) ?? []);
      // The component and the versions it builds on, lowest first: [DataGrid, DataGridPro, DataGridPremium].
      const chain = [api];
      for (let lower = lowerVersionOf(api.name, names); lower; lower = lowerVersionOf(lower, names)) {
        const data = byName(lower);
        if (data?.kind !== 'component') throw new Error(`${api.name} builds on ${lower}, which has no generated component page: run \`npm run generate\``);
        chain.unshift(data);
      }
      const view = componentPage(chain, readManifest(), slotsPageOf(api));
      views.set(api.pathname, view);
      return view;
    },
  };
  return lookup;
}
