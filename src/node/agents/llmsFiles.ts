/**
 * The index files of the llms.txt convention (llmstxt.org), as text: a short index by product
 * (served at `/llms.txt` and `/x/llms.txt`), one index per product listing each of its pages'
 * Markdown twins, and one file holding every page's Markdown. An agent's single fetch keeps about
 * 50,000 characters, so the short index links the products' files instead of every page.
 */

export interface ListedPage {
  /** Absolute URL of the page's Markdown twin. */
  markdownUrl: string;
  title: string;
  description: string;
  /** The nav group it is listed under in its index ("Main features", "Introduction"). */
  group: string;
}

export interface ListedProduct {
  name: string;
  /** Absolute URL of its own index. */
  indexUrl: string;
  /** Its npm packages, community first. */
  packages: readonly string[];
  pageCount: number;
}

export interface IndexText {
  /** The site's name, the index's title. */
  name: string;
  /** One line on what the docs cover. */
  summary: string;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, '\\$&');

function pageLine(page: ListedPage): string {
  const description = oneLine(page.description);
  return `- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
}

/** One `##` section per group, in the order the groups first appear (the nav's order). */
function groupedSections(pages: readonly ListedPage[]): string[] {
  const groups = new Map<string, ListedPage[]>();
  for (const page of pages) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  return [...groups].map(([group, members]) => `## ${oneLine(group)}\n\n${members.map(pageLine).join('\n')}`);
}

const heading = ({ name, summary }: IndexText, note: string) => `# ${oneLine(name)}\n\n> ${oneLine(summary)}\n\n${note}`;

/**
 * The short index: each product's own index, then the pages no product owns listed one by one.
 * The file with every page is named in a sentence rather than linked: tools that walk an index's
 * links (afdocs among them) would otherwise read five megabytes of pages as more index, and take
 * the parts of long twins it links for pages of their own.
 */
export function renderShortIndex(text: IndexText, products: readonly ListedProduct[], sharedPages: readonly ListedPage[], fullTextUrl: string): string {
  const productLines = products.map(
    (product) => `- [${linkText(product.name)}](${product.indexUrl}): the ${product.pageCount} pages of ${product.packages.map((name) => `\`${name}\``).join(', ')}, guides and API reference`,
  );
  const note =
    'Every page of these docs has a Markdown twin: its address with `.md` in place of the final slash. Each product has an index of its pages below. ' +
    `The Markdown of every page, in one file: ${fullTextUrl}`;
  return [heading(text, note), `## Products\n\n${productLines.join('\n')}`, ...groupedSections(sharedPages)].join('\n\n') + '\n';
}

/** A product's index: each of its pages' twins, under the nav group it sits in. */
export function renderProductIndex(text: IndexText, pages: readonly ListedPage[]): string {
  return [heading(text, 'Each link is the Markdown of one page.'), ...groupedSections(pages)].join('\n\n') + '\n';
}

export interface FullTextPage {
  /** The page's own address, named before its Markdown. */
  url: string;
  markdown: string;
}

/** Every page's Markdown in reading order, each after a line naming its address. */
export function renderFullText(text: IndexText, pages: readonly FullTextPage[]): string {
  const parts = pages.map((page) => `<!-- Source: ${page.url} -->\n\n${page.markdown.trim()}`);
  return [`# ${oneLine(text.name)}\n\n> ${oneLine(text.summary)}`, ...parts].join('\n\n---\n\n') + '\n';
}
