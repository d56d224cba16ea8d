import type { MarkdownProblem } from './errors';
import type { TocEntry } from './plugins/headings';
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
  /** Give `##`/`###` headings a "comment on this section" button (the feedback service is configured). */
  sectionComments: boolean;
  /** The `/static/` files images and videos name, for their size. */
  media: StaticMedia;
}
