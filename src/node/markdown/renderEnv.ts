import type { ApiIdentifierIndex } from '../api/apiIdentifiers';
import type { MarkdownProblem } from './errors';
import type { TocEntry } from '../../shared/pageContentTypes';

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

export interface MediaSize {
  width: number;
  height: number;
}

/**
 * Our own static files, read at build time. The parser is handed one (`staticMedia.ts` reads
 * `public/`), so the media plugin stays pure and its tests need no files.
 */
export interface StaticMedia {
  /** Whether a `/static/…` address names a file. */
  exists(src: string): boolean;
  /** The size a browser gives the image at a `/static/…` address, or why it cannot be read. */
  imageSize(src: string): MediaSize | string;
}

/** How far down the page the blocks rendered so far surely reach, per column width (plugins/deferredBlocks.ts). */
export interface PageDepth {
  narrow: number;
  wide: number;
}
