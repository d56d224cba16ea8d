import { apiAnchorProblem, apiIdentifierIndex, type ApiIdentifierIndex } from '../api/apiIdentifiers';
import type { ApiPageLookup } from '../api/readApiData';
import type { InterfaceApi } from '../../shared/api/apiTypes';
import { MarkdownBuildError, type MarkdownProblem } from './errors';
import { createMarkdownIt } from './markdownIt';
import { renderCodeBlock } from './plugins/code';
import type { FrontMatter, PageContent, Section } from '../../shared/pageContentTypes';
import type { DemoData } from '../../shared/demos/demoTypes';
import type { ResolvedDirective } from '../../shared/directives/directiveProps';
import { decoratePlanBadges } from './plugins/planBadges';
import type { RenderEnv, StaticMedia } from './renderEnv';
import { startDepth } from './plugins/deferredBlocks';
import type { DirectiveOptions } from './splitSections';
import { readPageSource, type Lead } from './pageSource';
import { createSlugger } from './slug';
import { toDemoData, type DemoLookup } from '../demos/demoData';
import { demoBaseName, parseDemoOptions } from '../demos/demoOptions';
import type { DirectiveSources } from '../directives/directiveSources';
import { resolveDirective } from '../directives/resolveDirective';

export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 170;

export interface ParseOptions {
  /** Path of the file, as shown in error messages. */
  file: string;
  /** Route of the page (without trailing slash), used for links that depend on it. */
  pathname: string;
  routeExists: (pathname: string) => boolean;
  /** The demos beside the markdown files; a page with a demo directive needs it. */
  demos?: DemoLookup;
  /**
   * The generated API pages: inline code naming an API entry of the listed components links to
   * it, and links to API page anchors are checked. Without it neither happens.
   */
  api?: ApiPageLookup;
  /** What component directives are computed from; a page with a component directive needs it. */
  directiveSources?: DirectiveSources;
  /** Headings get a button to comment on their section (when the feedback service is configured). */
  sectionComments?: boolean;
  /** The `/static/` files images and videos name (`createStaticMedia`); without it a page can have none. */
  media?: StaticMedia;
}

/** For pages parsed without files at hand: every image or video is reported as missing. */
const NO_MEDIA: StaticMedia = { exists: () => false, imageSize: () => 'no static files were given to the parser' };

const md = createMarkdownIt();

function lineOf(source: string, pattern: RegExp): number {
  const index = source.split('\n').findIndex((line) => pattern.test(line));
  return index === -1 ? 1 : index + 1;
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a member list shows, when the directive is one: a page lists each at most once. */
function listKey(directive: ResolvedDirective): string | null {
  if (directive.name === 'ApiMethods') return `The API interface ${directive.props.interfaceName}`;
  if (directive.name === 'Selectors') return `The selector category "${directive.props.category}"`;
  return null;
}

/** The Data Grid's API object page, whose members `apiRef.current.…` names link to. */
const GRID_API_OBJECT = '/x/api/data-grid/grid-api';

/** What the page's inline code can link to: the API entries of the components it lists, first listed first. */
function apiIdentifiersOf(names: readonly string[], api: ApiPageLookup): ApiIdentifierIndex | null {
  const components = names.flatMap((name) => {
    const page = api.byName(name);
    return page?.kind === 'component' ? [api.pageOf(page)] : [];
  });
  if (!components.length) return null;
  const apiObject = components.some((component) => component.folder === 'data-grid') ? api.byPathname(GRID_API_OBJECT) : null;
  return apiIdentifierIndex({ components, apiObject: apiObject?.kind === 'interface' ? (apiObject as InterfaceApi) : null });
}

/** A demo directive as page props: its options checked, its sources found and highlighted. */
function resolveDemo(
  demo: string,
  rawOptions: DirectiveOptions,
  folder: string,
  lookup: DemoLookup | undefined,
  report: (message: string) => void,
): DemoData | null {
  const { options, errors } = parseDemoOptions(demo, rawOptions);
  errors.forEach(report);
  const name = demoBaseName(demo);
  const entry = lookup?.find(folder, name);
  if (!entry) {
    const available = lookup?.namesIn(folder).map((candidate) => `${candidate}.js`) ?? [];
    report(
      `Missing demo: ${name}. ` +
        (available.length ? `You can use one of the following: ${available.join(', ')}` : `There are no demos in data/${folder}/`),
    );
    return null;
  }
  return errors.length ? null : toDemoData(entry, options);
}

/**
 * A guide's title and description: as its page draws them (HTML: the title's inline markdown and
 * plan badges) and as its head, its Open Graph image and the search index say them (text, the
 * front matter's when it has them). The build's page list (src/node/site/sitePages.ts) calls it too.
 */
export function guideLead(headers: FrontMatter, lead: Lead, pathname: string): { title: string; titleHtml: string; description: string; descriptionHtml: string } {
  const titleHtml = lead.titleMarkdown ? decoratePlanBadges(md.renderInline(lead.titleMarkdown), pathname, true) : '';
  const title = headers.title ?? stripTags(titleHtml);
  const descriptionHtml = lead.descriptionHtml ?? '';
  const description = headers.description ?? stripTags(descriptionHtml);
  return { title, titleHtml, description, descriptionHtml };
}

/**
 * Turns one markdown file into page props. Problems are collected over the whole file and thrown
 * together, each with its line.
 */
export function parsePage(source: string, options: ParseOptions): PageContent {
  const { file, pathname, routeExists } = options;
  const problems: MarkdownProblem[] = [];
  const { headers, componentsAsWritten, lead, folder: demoFolder, sections: rawSections, problems: sourceProblems } = readPageSource(source, file);
  const { api } = options;

  const env: RenderEnv = {
    file,
    lineOffset: 0,
    slug: createSlugger(),
    toc: [],
    problems,
    routeExists,
    apiAnchorProblem: api ? (href) => apiAnchorProblem(href, (pathname) => api.asReadAt(pathname)) : () => null,
    apiIdentifiers: api ? apiIdentifiersOf(componentsAsWritten, api) : null,
    sectionComments: options.sectionComments ?? false,
    media: options.media ?? NO_MEDIA,
    pageDepth: startDepth(),
  };

  const { title, titleHtml, description, descriptionHtml } = guideLead(headers, lead, pathname);

  if (!title) problems.push({ file, line: 1, message: 'Missing title: add `title:` to the front matter or a "# " heading' });
  else if (title.length >= TITLE_MAX) {
    problems.push({ file, line: lineOf(source, /^title:/), message: `Title is ${title.length} characters; it must be shorter than ${TITLE_MAX}` });
  }
  if (!description) {
    problems.push({ file, line: 1, message: 'Missing description: add `description:` to the front matter or a <p class="description"> paragraph' });
  } else if (description.length >= DESCRIPTION_MAX) {
    problems.push({
      file,
      line: lineOf(source, /^description:/),
      message: `Description is ${description.length} characters; it must be shorter than ${DESCRIPTION_MAX}`,
    });
  }

  if (headers.disableAd !== undefined && typeof headers.disableAd !== 'boolean') {
    problems.push({ file, line: lineOf(source, /^disableAd:/), message: `disableAd must be true or false; got ${JSON.stringify(headers.disableAd)}` });
  }

  problems.push(...sourceProblems);
  const listed = new Map<string, number>();
  const sections: Section[] = rawSections.flatMap((section): Section[] => {
    switch (section.type) {
      case 'markdown':
        env.lineOffset = section.startLine;
        return [{ type: 'markdown', html: decoratePlanBadges(md.render(section.source, env), pathname) }];
      case 'codeTabs':
        return [
          {
            type: 'codeTabs',
            storageKey: section.storageKey,
            tabs: section.tabs.map((tab) => ({ ...tab, html: renderCodeBlock(tab.code, tab.language) })),
          },
        ];
      case 'demo': {
        const demo = resolveDemo(section.demo, section.options, demoFolder, options.demos, (message) =>
          problems.push({ file, line: section.line, message }),
        );
        return demo ? [{ type: 'demo', demo }] : [];
      }
      case 'component': {
        const report = (message: string) => problems.push({ file, line: section.line, message });
        if (!options.directiveSources) {
          report(`Component "${section.component}" cannot be computed: parsePage was given no directive sources`);
          return [];
        }
        const result = resolveDirective(section.component, section.options, { folder: demoFolder }, options.directiveSources);
        if (!result.ok) {
          result.errors.forEach(report);
          return [];
        }
        // Two lists of the same members would give the page duplicate ids.
        const key = listKey(result.directive);
        if (key) {
          const first = listed.get(key);
          if (first) report(`${key} is already listed on this page (line ${first})`);
          else listed.set(key, section.line);
        }
        return [{ type: 'component', directive: result.directive }];
      }
    }
  });

  if (problems.length) throw new MarkdownBuildError(problems);
  return {
    title,
    titleHtml: titleHtml || title,
    description,
    descriptionHtml,
    headers,
    disableAd: headers.disableAd === true,
    toc: env.toc,
    sections,
  };
}

