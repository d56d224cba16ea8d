import fs from 'node:fs';
import path from 'node:path';
import { markdownPathForRoute } from '../markdown/contentPath';
import { isApiRoute } from '../../shared/nav/apiRoutes';

export interface ContentStatus {
  written: string[];
  /** API pages: drawn from the packages' typings, with no markdown to write. */
  generated: string[];
  /** Routes that still render the "not written yet" notice. */
  missing: string[];
  /** Markdown files under data/ that no route renders: a typo in a folder name, usually. */
  orphans: string[];
}

function markdownFiles(dir: string, root: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full, root);
    return entry.name.endsWith('.md') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

export function contentStatus(routes: readonly string[], root: string = process.cwd()): ContentStatus {
  const generated = routes.filter(isApiRoute);
  const expected = new Map(routes.filter((route) => !isApiRoute(route)).map((route) => [markdownPathForRoute(route), route]));
  const existing = new Set(markdownFiles(path.join(root, 'data'), root));
  const written: string[] = [];
  const missing: string[] = [];
  for (const [file, route] of expected) (existing.has(file) ? written : missing).push(route);
  const orphans = [...existing].filter((file) => !expected.has(file)).sort();
  return { written, generated, missing, orphans };
}
