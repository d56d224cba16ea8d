import { parsePage } from '../../../../../src/node/markdown/parsePage';
import { DEFER_BELOW_PX } from '../../../../../src/node/markdown/plugins/deferredBlocks';

const page = (body: string) => `---\ntitle: Test page\ndescription: A short description.\n---\n\n${body}`;

function sectionsHtml(body: string): string[] {
  const content = parsePage(page(body), { file: 'data/test/test.md', pathname: '/x/test', routeExists: () => true });
  return content.sections.map((section) => (section.type === 'markdown' ? section.html : `[${section.type}]`));
}

/** A paragraph of about one line in the wide column: 27 px of text and 16 of margin. */
const line = (n: number) => `Paragraph ${n} says a few words about the grid.`;
const paragraphs = (count: number, from = 0) => Array.from({ length: count }, (_, index) => line(from + index)).join('\n\n');

describe('blocks far down a page are marked to be skipped until the reader nears them', () => {
  it('marks nothing on a page shorter than a first screen', () => {
    expect(sectionsHtml(`${paragraphs(20)}\n`).join('')).not.toContain('defer-');
  });

  it('marks blocks from the depth each column width needs, never those above it', () => {
    // Each paragraph counts 43 px in either column: one line and its margin.
    const html = sectionsHtml(`${paragraphs(60)}\n`).join('');
    const firstNarrow = Math.ceil(DEFER_BELOW_PX.narrow / 43);
    const firstWide = Math.ceil(DEFER_BELOW_PX.wide / 43);
    expect(html).toContain(`<p>${line(firstNarrow - 1)}</p>`);
    expect(html).toContain(`<p class="defer-narrow">${line(firstNarrow)}</p>`);
    expect(html).toContain(`<p class="defer-narrow">${line(firstWide - 1)}</p>`);
    expect(html).toContain(`<p class="defer-narrow defer-wide">${line(firstWide)}</p>`);
  });

  it('counts the text a paragraph shows, not the addresses of its links', () => {
    const link = `[grid](https://example.com/${'a'.repeat(4000)})`;
    // Were the address counted, its 4,000 characters would alone reach past every threshold.
    expect(sectionsHtml(`${link}\n\n${paragraphs(5)}\n`).join('')).not.toContain('defer-');
  });

  it('counts the depth across the chunks between demos and components, and leaves headings whole', () => {
    const tabs = '<codeblock storageKey="package-manager">\n\n```bash npm\nnpm install @mui/x-data-grid\n```\n\n</codeblock>';
    const html = sectionsHtml(`${paragraphs(30)}\n\n${tabs}\n\n## Later heading\n\n${paragraphs(30, 30)}\n`);
    expect(html).toHaveLength(3);
    const last = html[html.length - 1]!;
    expect(last).toContain('class="defer-narrow');
    expect(last).toMatch(/<h2 [^>]*id="later-heading"/);
    expect(last).not.toMatch(/<h2[^>]*defer-/);
  });

  it('puts the mark on the box that holds a code block, and leaves tables whole', () => {
    const code = '```js\nconst a = 1;\n```';
    const table = '| a | b |\n| - | - |\n| 1 | 2 |';
    const html = sectionsHtml(`${paragraphs(60)}\n\n${code}\n\n${table}\n\n\`\`\`\nplain\n\`\`\`\n`).join('');
    expect(html).toContain('<div class="MuiCode-root defer-narrow defer-wide" data-pagefind-ignore="all"><pre class="language-javascript"');
    expect(html).toContain('<div class="MuiTable-root" role="region" tabindex="0" aria-label="Table"><table');
    expect(html).toContain('<pre class="defer-narrow defer-wide" tabindex="0"');
  });

  it('grows a code block with its lines: a long one pushes what follows past the threshold', () => {
    const code = `\`\`\`js\n${'x();\n'.repeat(120)}\`\`\``;
    expect(sectionsHtml(`${code}\n\n${line(0)}\n`).join('')).toContain(`<p class="defer-narrow defer-wide">${line(0)}</p>`);
  });
});
