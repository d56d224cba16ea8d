import { apiManifest } from '../../shared/site/apiPageLists';
import { renderCodeBlock } from '../markdown/plugins/code';
import { apiIndexFor, type ApiIndex } from '../../shared/api/apiIndex';
import { readApiPageData } from './readApiData';
import type { LoadedApiPage } from '../../shared/api/apiTypes';

/** `/x/api/data-grid/data-grid` → the generated page data, or null when the route is not an API page. */
export function loadApiPage(pathname: string, root: string = process.cwd()): LoadedApiPage | null {
  const data = readApiPageData(pathname, root);
  if (!data) return null;
  return { ...data, importHtml: renderCodeBlock(data.imports.join('\n// or\n'), 'jsx') };
}

/** `/x/api/data-grid` → its index of API pages (from the manifest the nav uses), or null. */
export function loadApiIndex(pathname: string): ApiIndex | null {
  return apiIndexFor(pathname, apiManifest);
}
