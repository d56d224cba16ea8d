/**
 * A built site as the MCP server holds it: the agent index and the search map, each read once, at
 * the first call that needs it, and kept; every page, API entry and demo read when asked for. A
 * failed read is not kept, so a site still being built or deployed answers once it is there,
 * without restarting the server. A page's Markdown is read whole, every part of a split twin.
 */
import { AGENT_INDEX_PATH, type AgentApiEntry, type AgentPage } from '../../shared/agents/agentIndexFormat';
import type { ApiPageData } from '../../shared/api/apiTypes';
import { prepareSearchMap, type PreparedSearchMap } from '../../shared/search/map/prepareSearchMap';
import { parseSearchMap, SEARCH_MAP_PATH } from '../../shared/search/map/searchMapFormat';
import { isApiPageData } from './apiAnswer';
import { indexDocs, parseAgentIndex, type DocsIndex } from './docsIndex';
import { joinMarkdownParts, markdownParts } from './pageAnswer';
import { SiteReadError, type SiteReader } from './siteReader';

export interface DocsSite {
  readonly reader: SiteReader;
  docs(): Promise<DocsIndex>;
  searchMap(): Promise<PreparedSearchMap>;
  text(sitePath: string): Promise<string>;
  json(sitePath: string): Promise<unknown>;
}

/** A loader that keeps what it loaded, and forgets a failure so that the next call tries again. */
function kept<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}

async function readJson(reader: SiteReader, sitePath: string): Promise<unknown> {
  const text = await reader.read(sitePath);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SiteReadError(`${sitePath} from ${reader.source} is not JSON (${(error as Error).message})`);
  }
}

/** Wraps a check's error with where the file came from, so the agent can tell which site is wrong. */
async function checked<T>(reader: SiteReader, sitePath: string, check: (value: unknown) => T): Promise<T> {
  const value = await readJson(reader, sitePath);
  try {
    return check(value);
  } catch (error) {
    throw new SiteReadError(`${sitePath} from ${reader.source}: ${(error as Error).message}`);
  }
}

export function openDocsSite(reader: SiteReader): DocsSite {
  return {
    reader,
    docs: kept(async () => indexDocs(await checked(reader, AGENT_INDEX_PATH, parseAgentIndex), reader.origin)),
    searchMap: kept(async () => prepareSearchMap(await checked(reader, SEARCH_MAP_PATH, parseSearchMap))),
    text: (sitePath) => reader.read(sitePath),
    json: (sitePath) => readJson(reader, sitePath),
  };
}

/** A page's whole Markdown, its parts read side by side. */
export async function readPageMarkdown(site: DocsSite, page: AgentPage): Promise<string> {
  return joinMarkdownParts(await Promise.all(markdownParts(page).map((part) => site.text(part))));
}

/** An API entry's data, checked to be an API page's before its fields are read. */
export async function readApiData(site: DocsSite, entry: AgentApiEntry): Promise<ApiPageData> {
  const data = await site.json(entry.data);
  if (!isApiPageData(data)) throw new Error(`${entry.data}: not the API data of ${entry.name} (src/shared/api/apiTypes.ts)`);
  return data;
}
