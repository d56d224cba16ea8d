import { escapeHtml } from '../../shared/utils/escapeHtml';

export interface IndexedPage {
  /** Absolute canonical URL. */
  url: string;
  title: string;
  description: string;
  /** Top-level nav group the page sits in ("Data Grid"), or null for pages outside the drawer. */
  group: string | null;
  /** Absolute URL of the page's Markdown twin, or null when it has none (not written yet). */
  markdownUrl: string | null;
}

/** The sitemap protocol's XML: one `<url>` per indexable page, in nav order. */
export function renderSitemap(pages: readonly IndexedPage[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeHtml(page.url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Everything may be crawled except the playground, which is a scratch pad, not documentation. */
export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /playground/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `llms.txt` (llmstxt.org): the site's name, a one-line summary, then one section per nav group
 * listing each page as `- [Title](twin url): description`, linking the Markdown twin as the
 * convention asks. Pages without a twin are left out: they have no content yet. Pages outside the
 * drawer come last.
 */
export function renderLlmsTxt(name: string, summary: string, pages: readonly IndexedPage[]): string {
  const groups = new Map<string, Array<IndexedPage & { markdownUrl: string }>>();
  for (const page of pages) {
    if (page.markdownUrl === null) continue;
    const group = page.group ?? 'Other pages';
    groups.set(group, [...(groups.get(group) ?? []), { ...page, markdownUrl: page.markdownUrl }]);
  }
  const other = groups.get('Other pages');
  groups.delete('Other pages');
  if (other) groups.set('Other pages', other);
  const sections = [...groups].map(([group, members]) => {
    const lines = members.map((page) => {
      const description = oneLine(page.description);
      return `- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
    });
    return `## ${group}\n\n${lines.join('\n')}`;
  });
  return `# ${name}\n\n> ${oneLine(summary)}\n\n${sections.join('\n\n')}\n`;
}
