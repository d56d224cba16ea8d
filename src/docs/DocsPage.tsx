import * as React from 'react';
import { PageHead } from '../layout/PageHead';
import { useTranslate } from '../layout/PageContext';
import { TableOfContents } from '../layout/TableOfContents';
import type { Section } from '../markdown/parsePage';
import { CodeTabs } from './CodeTabs';
import styles from './DocsPage.module.css';
import { DemoBox } from '../demos/DemoBox';
import { DirectiveBox } from './DirectiveBox';
import { PageFooter } from './PageFooter';
import type { DocsPageData } from './types';
import { useCopyLabels, useMarkdownInteractions } from './useMarkdownInteractions';

function SectionView({ section }: { section: Section }) {
  switch (section.type) {
    case 'markdown':
      return <div className="docs-markdown" dangerouslySetInnerHTML={{ __html: section.html }} />;
    case 'codeTabs':
      return <CodeTabs storageKey={section.storageKey} tabs={section.tabs} />;
    case 'demo':
      return <DemoBox demo={section.demo} />;
    case 'component':
      return <DirectiveBox name={section.component} />;
  }
}

function NotWrittenNotice() {
  const t = useTranslate();
  return (
    <div role="note" data-testid="not-written" className={styles.notice}>
      <h2 className={styles.noticeTitle}>{t('notWrittenTitle')}</h2>
      <p className={styles.noticeBody}>{t('notWrittenBody')}</p>
    </div>
  );
}

/** A documentation page: title, description, content sections, footer and table of contents. */
export function DocsPage({ page }: { page: DocsPageData }) {
  const t = useTranslate();
  const body = React.useRef<HTMLDivElement>(null);
  useMarkdownInteractions(body, useCopyLabels());

  const content = page.status === 'written' ? page.content : null;
  const title = content?.title ?? (page.status === 'missing' ? page.title : '');
  const description = content?.description ?? `${title}: ${t('notWrittenTitle')}.`;

  return (
    <div className={styles.layout}>
      <PageHead title={title} description={description} />
      <article className={styles.article}>
        {/* Only prose gets the markdown styles: demos render real components that must not inherit them. */}
        <div ref={body}>
          {content ? (
            <>
              <div className="docs-markdown">
                <h1 dangerouslySetInnerHTML={{ __html: content.titleHtml }} />
                {content.descriptionHtml ? (
                  <p className="description" dangerouslySetInnerHTML={{ __html: content.descriptionHtml }} />
                ) : null}
              </div>
              {content.sections.map((section, index) => (
                <SectionView key={index} section={section} />
              ))}
            </>
          ) : (
            <div className="docs-markdown">
              <h1>{title}</h1>
            </div>
          )}
        </div>
        {content ? null : <NotWrittenNotice />}
        <PageFooter markdownPath={page.status === 'written' ? page.markdownPath : null} />
      </article>
      <TableOfContents toc={content?.toc ?? []} />
    </div>
  );
}
