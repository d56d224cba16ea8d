import * as React from 'react';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { cx } from '../utils/cx';
import { usePageContext } from '../app/PageContext';
import { PageHead } from '../layout/PageHead';
import type { PageKind } from '../search/groupResults';
import { searchIndexAttributes } from '../search/indexAttributes';
import { TableOfContents } from '../layout/TableOfContents';
import type { TocEntry } from '../../shared/pageContentTypes';
import styles from './DocsPage.module.css';
import { PageFooter } from './PageFooter';
import { useAutoplayVideos } from './useAutoplayVideos';
import { useRestDrawn } from './useRestDrawn';
import { useCopyLabels, useMarkdownInteractions } from './useMarkdownInteractions';

export interface ArticleLayoutProps {
  title: string;
  description: string;
  /** Entries of the table of contents; none for pages rendered without one (`disableToc`). */
  toc?: readonly TocEntry[];
  /** The page's markdown source, for "Edit this page"; null for generated pages. */
  markdownPath: string | null;
  /** What the page is to the search index; null keeps it out (pages not written yet). */
  searchKind: PageKind | null;
  /** What a reader sees first: the title and what follows it on the first screen. */
  children: React.ReactNode;
  /** The rest of the content, drawn after the title on a client-side move to the page (useRestDrawn.ts). */
  rest?: React.ReactNode;
}

/**
 * The frame of every docs page, guide or API: head tags, the article with the feedback widget and
 * the footer, and the TOC column. Link routing and code copying are wired on the content only:
 * the footer's links route themselves, and a second handler would navigate twice. The feedback
 * widget listens on the content too, for the headings' comment buttons.
 */
export function ArticleLayout({ title, description, toc, markdownPath, searchKind, children, rest }: ArticleLayoutProps) {
  const content = React.useRef<HTMLDivElement>(null);
  const { productIdentifier } = usePageContext();
  // Only the content is indexed: the header, drawer, TOC, feedback bar and footer never are.
  const searchAttributes = searchIndexAttributes(searchKind ? { title, product: productIdentifier.name, kind: searchKind } : null);
  const restDrawn = useRestDrawn();
  useMarkdownInteractions(content, useCopyLabels());
  useAutoplayVideos(content, restDrawn);
  return (
    <div className={cx(styles.layout, !toc && styles.noToc)}>
      {/* Pages the index takes are the pages with a Markdown twin. */}
      <PageHead title={title} description={description} markdownTwin={searchKind !== null} />
      <article className={styles.article}>
        <div ref={content} {...searchAttributes}>
          {children}
          {restDrawn ? rest : null}
        </div>
        {restDrawn ? (
          <>
            <FeedbackWidget contentRef={content} />
            <PageFooter markdownPath={markdownPath} />
          </>
        ) : null}
      </article>
      {toc ? <TableOfContents toc={toc} /> : null}
    </div>
  );
}
