import type { MarkdownProblem } from './errors';
import { splitFrontMatter } from './frontMatter';
import type { FrontMatter } from '../../shared/pageContentTypes';
import { splitSections, type RawSection } from './splitSections';
import { kebabCase } from '../../shared/nav/apiRoutes';
import { productWithId } from '../../shared/site/products';

export interface Lead {
  body: string;
  titleMarkdown: string | null;
  descriptionHtml: string | null;
}

/** Takes the `# ` title and the description paragraph out of the body, keeping line numbers. */
export function extractLead(body: string): Lead {
  const lines = body.split('\n');
  let titleMarkdown: string | null = null;
  let descriptionHtml: string | null = null;
  let inFence = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (titleMarkdown === null && /^# /.test(line)) {
      titleMarkdown = line.slice(2).trim();
      lines[index] = '';
    } else if (descriptionHtml === null && /^<p class="description">/.test(line.trim())) {
      let end = index;
      while (end < lines.length && !lines[end].includes('</p>')) end += 1;
      const block = lines.slice(index, end + 1).join('\n');
      descriptionHtml = block.replace(/^\s*<p class="description">/, '').replace(/<\/p>\s*$/, '').trim();
      for (let at = index; at <= end && at < lines.length; at += 1) lines[at] = '';
      index = end;
    }
  }
  return { body: lines.join('\n'), titleMarkdown, descriptionHtml };
}

/** The `## API` section a page gets for the components its front matter lists. */
export function apiSection(headers: FrontMatter): string {
  const folder = headers.productId ? productWithId(headers.productId)?.apiFolder : undefined;
  if (!folder || !headers.components?.length) return '';
  const items = headers.components.map((name) => `- [\`<${name} />\`](/x/api/${folder}/${kebabCase(name)}/)`);
  return `\n## API\n\n${items.join('\n')}\n`;
}

/** A guide's source cut into what its page and its Markdown twin are both made of. */
export interface PageSource {
  headers: FrontMatter;
  /** `components:` in the order written (`headers.components` is sorted). */
  componentsAsWritten: string[];
  lead: Lead;
  /** The page's folder under data/ (`data-grid/sorting`), where its demos and data files are. */
  folder: string;
  /** The body without its lead, the API section appended, cut into markdown runs, directives and code tabs. */
  sections: RawSection[];
  /** What the cutting found wrong (a directive's JSON, an unclosed `<codeblock>`), with file lines. */
  problems: MarkdownProblem[];
}

/**
 * The one reading of a guide's source, shared by the page build (`parsePage`) and the Markdown
 * twin (`guideTwin`), so a directive or code tab group is found the same way by both.
 */
export function readPageSource(source: string, file: string): PageSource {
  const { data: headers, body, bodyLineOffset, componentsAsWritten } = splitFrontMatter(source);
  const lead = extractLead(body);
  const problems: MarkdownProblem[] = [];
  const sections = splitSections(lead.body + apiSection(headers), bodyLineOffset, file, problems);
  const folder = file.replace(/^data\//, '').replace(/\/[^/]+$/, '');
  return { headers, componentsAsWritten, lead, folder, sections, problems };
}
