/** A guide page's content as the build writes it and the browser's components draw it. */
import type { DemoData } from './demos/demoTypes';
import type { DirectiveName, ResolvedDirective } from './directives/directiveProps';
import type { CodeTab } from './codeTab';

/** One heading in the table of contents, with the headings under it. */
export interface TocEntry {
  text: string;
  hash: string;
  children: TocEntry[];
}

/** The front matter of a guide page, as the build read it. */
export interface FrontMatter {
  title?: string;
  description?: string;
  productId?: string;
  /** Components documented by the page; the API section lists them. */
  components?: string[];
  packageName?: string;
  githubLabel?: string;
  waiAria?: string;
  disableAd?: boolean;
  [key: string]: unknown;
}

/** Serialisable page content handed to the page component as props. */
export type Section =
  | { type: 'markdown'; html: string }
  | { type: 'demo'; demo: DemoData }
  /** A component directive with the props the build computed for it. */
  | { type: 'component'; directive: ResolvedDirective }
  /** A component directive that never changes in the browser, drawn to HTML at build time (`prerenderDirectives`). */
  | { type: 'staticComponent'; name: DirectiveName; html: string }
  | { type: 'codeTabs'; storageKey: string; tabs: CodeTab[] };

/** Sections as the page component receives them: directives already drawn (`prerenderDirectives`). */
export type PageSection = Exclude<Section, { type: 'component' }>;

export interface PageContent {
  title: string;
  /** Inline HTML of the `# ` heading. */
  titleHtml: string;
  description: string;
  /** Inner HTML of the `<p class="description">` paragraph, when the page has one. */
  descriptionHtml: string;
  headers: FrontMatter;
  /** `disableAd: true` in the front matter: no ad block, and no ad under opened demos. */
  disableAd: boolean;
  toc: TocEntry[];
  sections: Section[];
}
