/**
 * The `get_demo_source` tool's answer: a demo's source as its page shows it in the code panel, in
 * TypeScript or JavaScript, the demo file first and then the local files it imports, each with
 * the name it has beside the demo, so an agent can write them out as they are.
 */
import type { AgentDemo } from '../../shared/agents/agentIndexFormat';
import { closestMatches, DocsLookupError } from './closestMatches';
import { pageUrl, productName, routeKey, SHARED_PRODUCT, type DocsIndex } from './docsIndex';

export type DemoLanguage = 'ts' | 'js';

export interface DemoFile {
  /** The file's name beside the demo: `ServerSortOrdersGrid.tsx`, `fakeOrderServer.ts`. */
  name: string;
  code: string;
}

export interface DemoAnswer {
  name: string;
  /** The product's name; SHARED_PRODUCT for a demo of a page every product shares. */
  product: string;
  /** The page that shows it. */
  pageUrl: string;
  language: DemoLanguage;
  main: DemoFile;
  files: DemoFile[];
}

/** The demo an agent names, in any case; `page` (a route) chooses when pages share a demo's name. */
export function findDemo(docs: DocsIndex, name: string, page?: string): AgentDemo {
  const wanted = name.trim().replace(/\.(tsx?|jsx?)$/, '');
  const onPage = page ? routeKey(page.replace(/^https?:\/\/[^/]+/, '')) : null;
  const candidates = onPage ? docs.demos.filter((demo) => routeKey(demo.page) === onPage) : docs.demos;
  if (onPage && candidates.length === 0) {
    const pages = [...new Set(docs.demos.map((demo) => demo.page))];
    throw new DocsLookupError(`No demos on ${JSON.stringify(page)}`, closestMatches(onPage, pages), 'Leave the page out to look the demo up by name alone.');
  }
  const found = candidates.filter((demo) => demo.name.toLowerCase() === wanted.toLowerCase());
  if (found.length > 1) {
    throw new DocsLookupError(`${found.length} pages have a demo named ${JSON.stringify(name)}`, found.map((demo) => demo.page), 'Give the page too.');
  }
  if (found[0]) return found[0];
  const where = onPage ? ` on ${onPage}/` : '';
  throw new DocsLookupError(`No demo named ${JSON.stringify(name)}${where}`, closestMatches(wanted, candidates.map((demo) => demo.name)));
}

/** A variant's code: `{ code }` as the site writes it (with or without its highlighting), or a bare string. */
function codeOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string') return (value as { code: string }).code;
  return null;
}

/**
 * The answer from the demo's sources (a `DemoCode`, src/shared/demos/demoTypes.ts, as JSON), read
 * field by field: a file of another shape is refused with what it lacks.
 */
export function demoAnswer(docs: DocsIndex, demo: AgentDemo, sources: unknown, language: DemoLanguage = 'ts'): DemoAnswer {
  const record = (typeof sources === 'object' && sources !== null ? sources : {}) as Record<string, unknown>;
  const main = codeOf(record[language]);
  if (main === null) throw new Error(`${demo.code}: the sources of ${demo.name} have no ${language} code`);
  const files = Array.isArray(record.files) ? record.files : [];
  return {
    name: demo.name,
    product: productName(docs, demo.product) ?? SHARED_PRODUCT,
    pageUrl: pageUrl(docs, demo.page),
    language,
    main: { name: `${demo.name}.${language === 'ts' ? 'tsx' : 'js'}`, code: main },
    files: files.map((file: unknown, index) => {
      const entry = (typeof file === 'object' && file !== null ? file : {}) as Record<string, unknown>;
      const fileName = entry[language === 'ts' ? 'tsName' : 'jsName'];
      const code = codeOf(entry[language]);
      if (typeof fileName !== 'string' || code === null) throw new Error(`${demo.code}: file ${index} of ${demo.name} has no ${language} name or code`);
      return { name: fileName, code };
    }),
  };
}
