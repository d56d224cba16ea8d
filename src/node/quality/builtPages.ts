import fs from 'node:fs';
import path from 'node:path';

export interface SitePage {
  /** Route with trailing slash, e.g. `/x/introduction/`. */
  route: string;
  file: string;
}

/** Every HTML page of a static export: `a/b/index.html` is route `/a/b/`. */
export function listPages(outDir: string): SitePage[] {
  const pages: SitePage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (entry.name === 'index.html') {
        const relative = path.relative(outDir, dir).split(path.sep).join('/');
        pages.push({ route: relative ? `/${relative}/` : '/', file: full });
      }
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Every HTML file of a static export, pages and the rest (`404.html`), sorted; Next's own
 * `_next/` folder holds none of ours.
 */
export function listHtmlFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && name.split(path.sep)[0] !== '_next')
    .map((name) => path.join(outDir, name))
    .sort();
}
