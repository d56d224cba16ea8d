import { escapeHtml } from '../../shared/utils/escapeHtml';

/** The sitemap protocol's XML: one `<url>` per indexable page, in nav order. */
export function renderSitemap(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Everything may be crawled except the playground, which is a scratch pad, not documentation. */
export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /playground/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
