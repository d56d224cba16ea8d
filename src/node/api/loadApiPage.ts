import { apiManifest } from '../../shared/site/apiPageLists';
import { renderCodeBlock } from '../markdown/plugins/code';
import { apiIndexFor, type ApiIndex } from '../../shared/api/apiIndex';
import { createApiPageLookup } from './readApiData';
import type { LoadedApiPage } from '../../shared/api/apiTypes';

/** `/x/api/data-grid/data-grid` → the page as it reads, from the generated data, or null when the route is not an API page. */
export function loadApiPage(pathname: string, root: string = process.cwd()): LoadedApiPage | null {
  const page = createApiPageLookup(root).asReadAt(pathname);
  return page && { ...page, importHtml: renderCodeBlock(page.imports.join('\n// or\n'), 'jsx') };
}

/** `/x/api/data-grid` → its index of API pages (from the manifest the nav uses), or null. */
export function loadApiIndex(pathname: string): ApiIndex | null {
  return apiIndexFor(pathname, apiManifest);
}
