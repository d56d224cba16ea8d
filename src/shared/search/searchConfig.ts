import { DOCSEARCH_API_KEY, DOCSEARCH_APP_ID, DOCSEARCH_INDEX_NAME } from '../site/settings';

/** Where the search step of the build (`src/node/search/writeSearchIndex.ts`) writes the Pagefind bundle, as served. */
export const PAGEFIND_BUNDLE_PATH = '/x/pagefind/';

/** The hosted DocSearch index the search button uses instead of Pagefind when configured. */
export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

const SETTINGS = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
} as const;

/**
 * All three settings, or none (then search stays local and nothing reaches any service). A
 * partial set is a deployment mistake and fails the build, naming what is missing.
 */
export function parseDocSearchSettings(values: Record<keyof DocSearchSettings, string | undefined>): DocSearchSettings | null {
  const trimmed = {
    appId: values.appId?.trim() ?? '',
    apiKey: values.apiKey?.trim() ?? '',
    indexName: values.indexName?.trim() ?? '',
  };
  const missing = (Object.keys(SETTINGS) as (keyof DocSearchSettings)[]).filter((key) => trimmed[key] === '');
  if (missing.length === 3) return null;
  if (missing.length > 0) {
    throw new Error(`DocSearch needs ${Object.values(SETTINGS).join(', ')} together; missing ${missing.map((key) => SETTINGS[key]).join(', ')}`);
  }
  if (!/^[A-Z0-9]+$/i.test(trimmed.appId)) throw new Error(`DOCSEARCH_APP_ID must be letters and digits; got "${trimmed.appId}"`);
  return trimmed;
}

// A bad set throws while pages render, and so fails the build.
export const docSearchSettings: DocSearchSettings | null = parseDocSearchSettings({
  appId: DOCSEARCH_APP_ID,
  apiKey: DOCSEARCH_API_KEY,
  indexName: DOCSEARCH_INDEX_NAME,
});
