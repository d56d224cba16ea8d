import * as React from 'react';
import { PageAdsAllowed } from '../ads/AdRuntime';
import { PageAd } from '../ads/PageAd';
import { useTranslate } from '../app/PageContext';
import type { PageSection } from '../../shared/pageContentTypes';
import { ArticleLayout } from './ArticleLayout';
import { CodeTabs } from './CodeTabs';
import { demoAreaHeight, rememberDemoHeight } from '../demos/demoHeights';
import { PageTitleRow } from './CopyPageButton';
import { FirstPaintBoundary } from './FirstPaintBoundary';
import styles from './DocsPage.module.css';
// The style sheets of the directives the build drew to HTML (their components stay on the server).
import '../directives/staticDirectiveStyles';
import type { DocsPageData } from './docsPageTypes';
import { guideHeadText } from '../../shared/seo/guideHeadText';

// The demo box is a chunk of its own, so that pages without a demo do not carry its code in their
// first load. On a page with demos, each box's Suspense boundary keeps its server HTML, untouched,
// until the chunk is there, then hydrates; the rest of the page does not wait for it.
const loadDemoBox = () => import('../demos/DemoBox');
const DemoBox = React.lazy(() => loadDemoBox().then((module) => ({ default: module.DemoBox })));

/**
 * Fetches the demo box's chunk once the page is idle, so that a later move to a page with demos
 * (client-side, where a box still loading would show nothing) finds it in the module cache.
 */
function usePrefetchDemoBox() {
  React.useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return undefined;
    const handle = window.requestIdleCallback(() => void loadDemoBox().catch(() => {}));
    return () => window.cancelIdleCallback(handle);
  }, []);
}

/**
 * Stands in for a demo box whose code has not arrived. Until then the box keeps its server HTML,
 * dehydrated; but an update that reaches it first (the reader switching to right-to-left, say)
 * makes React drop that HTML and show this instead. A copy of what was on screen, taken before
 * React removes it, keeps the page as it was rather than collapsing it under the reader.
 * Empty on a client-side move, where there is no server HTML to copy.
 */
function PendingDemoBox({ id }: { id: string }) {
  // The server renders this too, for boundaries it streams (the build puts their content inline).
  const [html] = React.useState(() => {
    const box = typeof document === 'undefined' ? null : document.querySelector(`[data-demo="${CSS.escape(id)}"]`);
    if (!box) return '';
    // The box that replaces this copy may still wait for its demo's code: it keeps this height.
    if (box.firstElementChild) rememberDemoHeight(id, demoAreaHeight(box.firstElementChild));
    return box.outerHTML;
  });
  return <div className={styles.pendingDemoBox} dangerouslySetInnerHTML={{ __html: html }} />;
}

function SectionView({ section }: { section: PageSection }) {
  switch (section.type) {
    case 'markdown':
      return <div className="docs-markdown" dangerouslySetInnerHTML={{ __html: section.html }} />;
    case 'codeTabs':
      return <CodeTabs storageKey={section.storageKey} tabs={section.tabs} />;
    case 'demo':
      return (
        <React.Suspense fallback={<PendingDemoBox id={section.demo.id} />}>
          <DemoBox demo={section.demo} />
        </React.Suspense>
      );
    case 'staticComponent':
      return <div data-directive={section.name} dangerouslySetInnerHTML={{ __html: section.html }} />;
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

/** The sections drawn with the title on a client-side move to the page; the others follow (useRestDrawn.ts). */
const SECTIONS_WITH_TITLE = 1;

/** The sections the first frame waits for (FirstPaintBoundary.tsx): the title's, and the one after it, most often the first demo. */
const FIRST_FRAME_SECTIONS = 2;

/** A documentation page: title, description, content sections, footer and table of contents. */
export function DocsPage({ page }: { page: DocsPageData }) {
  const t = useTranslate();
  usePrefetchDemoBox();
  const content = page.status === 'written' ? page.content : null;
  const { title, description } = guideHeadText(page, t);

  const adsAllowed = !content?.disableAd;
  const rest = content ? (
    <PageAdsAllowed.Provider value={adsAllowed}>
      {content.sections.slice(SECTIONS_WITH_TITLE).map((section, index) => (
        <React.Fragment key={SECTIONS_WITH_TITLE + index}>
          <SectionView section={section} />
          {/* After the first screen (the lead and the first demo), not the whole article: a grid
              page's 400 kB took a phone 480 ms to parse before its title could show. */}
          {index === FIRST_FRAME_SECTIONS - SECTIONS_WITH_TITLE - 1 ? <FirstPaintBoundary /> : null}
        </React.Fragment>
      ))}
      {content.sections.length < FIRST_FRAME_SECTIONS ? <FirstPaintBoundary /> : null}
    </PageAdsAllowed.Provider>
  ) : null;

  return (
    <ArticleLayout title={title} description={description} toc={content?.toc ?? []} markdownPath={page.status === 'written' ? page.markdownPath : null} searchKind={content ? 'guide' : null} rest={rest}>
      {/* Only prose gets the markdown styles: demos render real components that must not inherit them. */}
      {content ? (
        <PageAdsAllowed.Provider value={adsAllowed}>
          <div className="docs-markdown">
            <PageTitleRow>
              <h1 dangerouslySetInnerHTML={{ __html: content.titleHtml }} />
            </PageTitleRow>
            {content.descriptionHtml ? (
              <p className="description">
                <span dangerouslySetInnerHTML={{ __html: content.descriptionHtml }} />
                {content.disableAd ? null : <PageAd />}
              </p>
            ) : null}
          </div>
          {content.sections.slice(0, SECTIONS_WITH_TITLE).map((section, index) => (
            <SectionView key={index} section={section} />
          ))}
        </PageAdsAllowed.Provider>
      ) : (
        <>
          <div className="docs-markdown">
            <h1>{title}</h1>
          </div>
          <NotWrittenNotice />
        </>
      )}
    </ArticleLayout>
  );
}
