/**
 * The line at the top of every Markdown twin that tells an agent where the docs' index is (the
 * llms.txt convention's "directive"), right under the page's title, where a fetch that keeps only
 * the start of a file still has it. The HTML pages carry the same line in their header
 * (src/client/layout/AgentsIndexLink.tsx).
 */
export function agentsDirective(indexUrl: string): string {
  return `> For AI agents: the index of these docs, every page as Markdown, is at ${indexUrl}`;
}

export function withAgentsDirective(markdown: string, indexUrl: string): string {
  const line = agentsDirective(indexUrl);
  const titleEnd = markdown.startsWith('# ') ? markdown.indexOf('\n') : -1;
  if (titleEnd === -1) return `${line}\n\n${markdown}`;
  return `${markdown.slice(0, titleEnd)}\n\n${line}\n\n${markdown.slice(titleEnd).replace(/^\n+/, '')}`;
}
