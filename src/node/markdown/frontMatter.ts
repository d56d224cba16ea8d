import type { FrontMatter } from '../../shared/pageContentTypes';
import matter from 'gray-matter';

export interface SplitSource {
  data: FrontMatter;
  body: string;
  /** Number of lines before the body, to report body problems at their line in the file. */
  bodyLineOffset: number;
  /**
   * `components:` in the order the author wrote them (`data.components` is sorted, as the API
   * section lists them): the first one wins when two share an identifier the prose names.
   */
  componentsAsWritten: string[];
}

function toList(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  const list = items.map((item) => item.trim()).filter(Boolean);
  return list.length ? [...new Set(list)] : undefined;
}

export function splitFrontMatter(source: string): SplitSource {
  // gray-matter caches by content; the cache would hand back mutated objects across pages.
  const parsed = matter(source, {});
  const data = { ...(parsed.data as FrontMatter) };
  const components = toList(data.components);
  if (components) data.components = [...components].sort();
  else delete data.components;
  const bodyLineOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  return { data, body: parsed.content, bodyLineOffset, componentsAsWritten: components ?? [] };
}
