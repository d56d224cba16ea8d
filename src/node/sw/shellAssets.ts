import { Parser } from 'htmlparser2';
import { scriptsOfTag } from '../boot/pageScripts';

/** Same-site files a page's HTML loads up front: scripts, style sheets, preloads and icons. */
export function pageAssets(html: string): string[] {
  const assets = new Set<string>();
  const add = (url: string | undefined) => {
    // Root-relative only: absolute URLs are other sites (or canonical links to production).
    if (url && url.startsWith('/') && !url.startsWith('//')) assets.add(url.split(/[?#]/)[0]);
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      for (const src of scriptsOfTag(name, attributes)) add(src);
      if (name === 'link' && /\b(stylesheet|preload|modulepreload|icon)\b/.test(attributes.rel ?? '')) add(attributes.href);
    },
  });
  parser.write(html);
  parser.end();
  return [...assets];
}

/**
 * The shell: the assets every page loads. Precaching them makes any first visit to a new page
 * need only its HTML and its own chunks; precaching more (every demo chunk) would download
 * megabytes most readers never use.
 */
export function shellAssets(pages: readonly string[]): string[] {
  // A page that loads nothing (the fallback page at a redirected address) has no shell to share.
  const loaded = pages.map((html) => new Set(pageAssets(html))).filter((assets) => assets.size > 0);
  if (loaded.length === 0) return [];
  const [first, ...rest] = loaded;
  return [...first].filter((asset) => rest.every((page) => page.has(asset))).sort();
}
