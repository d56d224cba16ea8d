import type { ApiIdentifierIndex } from '../api/apiLinks';
import type { MarkdownProblem } from './errors';
import type { TocEntry } from './plugins/headings';
import type { PageDepth } from './plugins/deferredBlocks';
import type { StaticMedia } from './plugins/media';

/** State shared by the markdown-it plugins while one page is rendered. */
export interface RenderEnv {
  file: string;
  /** Lines of the file before the chunk being rendered. */
  lineOffset: number;
  slug: (text: string) => string;
  toc: TocEntry[];
  problems: MarkdownProblem[];
  routeExists: (pathname: string) => boolean;
  /** Why a link to an API page anchor is broken (the anchor does not exist), or null. */
  apiAnchorProblem: (href: string) => string | null;
  /** API entries of the components the page lists, which inline code links to; null when it lists none. */
  apiIdentifiers: ApiIdentifierIndex | null;
  /** Give `##`/`###` headings a "comment on this section" button (the feedback service is configured). */
  sectionComments: boolean;
  /** The `/static/` files images and videos name, for their size. */
  media: StaticMedia;
  /** How far down the page the chunks rendered so far surely reach; absent, no block is deferred. */
  pageDepth?: PageDepth;
}
