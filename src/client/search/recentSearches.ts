import { sameOriginPath } from '../../shared/utils/sameOriginPath';

/** A result the reader opened from the search dialog. */
export interface RecentSearch {
  query: string;
  title: string;
  url: string;
  product: string;
}

export const RECENT_SEARCHES_KEY = 'docs-search-recent';
export const MAX_RECENT_SEARCHES = 6;

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  // Stored values are anyone's to edit: a link to another host must not come back as one of ours.
  return ['query', 'title', 'url', 'product'].every((key) => typeof entry[key] === 'string') && sameOriginPath(String(entry.url)) !== null;
}

/** The stored list, newest first; anything malformed (another version's data, a hand edit) is skipped. */
export function readRecentSearches(storage: Pick<Storage, 'getItem'> | null): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

function write(storage: Pick<Storage, 'setItem'> | null, entries: RecentSearch[]): RecentSearch[] {
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused (private mode): the list lives for this visit only.
  }
  return entries;
}

/** Puts an opened result first, once. */
export function rememberSearch(storage: Pick<Storage, 'getItem' | 'setItem'> | null, entry: RecentSearch): RecentSearch[] {
  const rest = readRecentSearches(storage).filter((other) => other.url !== entry.url);
  return write(storage, [entry, ...rest].slice(0, MAX_RECENT_SEARCHES));
}

export function forgetAllSearches(storage: Pick<Storage, 'setItem'> | null): RecentSearch[] {
  return write(storage, []);
}

/** `localStorage`, or null where reading it throws (blocked cookies). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
