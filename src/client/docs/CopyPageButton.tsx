import * as React from 'react';
import { AlertIcon, CheckIcon, CopyIcon } from '../app/icons';
import { usePageContext, useTranslate } from '../app/PageContext';
import { markdownTwinPath } from '../../shared/nav/routes';
import { COPY_FEEDBACK_MS } from './copyCode';
import styles from './CopyPageButton.module.css';
import { browserCopyEnvironment, copyPageMarkdown, type CopyPageEnvironment } from './copyPage';

type State = 'idle' | 'copying' | 'copied' | 'failed';

export interface CopyPageButtonProps {
  /** Address of the page's Markdown twin. */
  twin: string;
  /** Tests replace the browser's fetch and clipboard. */
  environment?: () => CopyPageEnvironment;
}

/**
 * "Copy page": fetches the page's Markdown twin and writes it to the clipboard. Every label it
 * can show is in the server HTML, stacked in one cell, so the button never changes size; the
 * outcome is announced through a live region, and a failure leaves a note with a link to the
 * twin so the reader can still get the text. The twin's address is also in `data-markdown-twin`,
 * which the build checks against the twins it wrote.
 */
export function CopyPageButton({ twin, environment = browserCopyEnvironment }: CopyPageButtonProps) {
  const t = useTranslate();
  const [state, setState] = React.useState<State>('idle');
  const [failure, setFailure] = React.useState<string | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const reset = React.useRef<number | undefined>(undefined);

  React.useEffect(() => () => window.clearTimeout(reset.current), []);

  const copy = async () => {
    if (state === 'copying') return;
    window.clearTimeout(reset.current);
    setState('copying');
    setFailure(null);
    setAnnouncement('');
    const outcome = await copyPageMarkdown(twin, environment());
    const message = t(outcome === 'copied' ? 'copyPage.announceCopied' : outcome === 'fetch-failed' ? 'copyPage.fetchFailed' : 'copyPage.clipboardFailed');
    setState(outcome === 'copied' ? 'copied' : 'failed');
    setFailure(outcome === 'copied' ? null : message);
    setAnnouncement(message);
    reset.current = window.setTimeout(() => {
      setState('idle');
      setAnnouncement('');
    }, COPY_FEEDBACK_MS);
  };

  const label = (shown: boolean, text: string) => (
    // Hidden labels only hold the width; they are no part of the button's name.
    <span className={styles.label} data-shown={shown ? '' : undefined} aria-hidden={shown ? undefined : true}>
      {text}
    </span>
  );

  return (
    <div
      className={styles.root}
      // Its labels are controls, not documentation: kept out of the search index.
      data-pagefind-ignore="all"
      // The control and its failure message as one part, for tests that check it alone.
      data-copy-page=""
      onKeyDown={(event) => {
        if (event.key === 'Escape' && failure) setFailure(null);
      }}
    >
      <button
        type="button"
        className={styles.button}
        data-state={state}
        data-markdown-twin={twin}
        data-ga-event-category="markdown-twin"
        data-ga-event-action="copy-page"
        title={t('copyPage.title')}
        onClick={() => void copy()}
      >
        {state === 'copied' ? <CheckIcon className={styles.icon} /> : state === 'failed' ? <AlertIcon className={styles.icon} /> : <CopyIcon className={styles.icon} />}
        <span className={styles.labels}>
          {label(state === 'idle' || state === 'copying', t('copyPage.label'))}
          {label(state === 'copied', t('copyPage.copied'))}
          {label(state === 'failed', t('copyPage.failed'))}
        </span>
      </button>
      {/* A polite live region rather than role="status": a page may have a status of its own (the feedback widget's). */}
      <span aria-live="polite" aria-atomic="true" className="docs-visually-hidden" data-copy-page-announcement="">
        {announcement}
      </span>
      {failure ? (
        <p className={styles.failure}>
          {failure}{' '}
          <a href={twin} data-ga-event-category="markdown-twin" data-ga-event-action="open-twin">
            {t('copyPage.open')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The page's `h1` with the "Copy page" button at the end of its line. Only pages that have a
 * Markdown twin use it (a guide not written yet keeps a bare `h1`). A title too long to share its
 * line pushes the button onto the next one; CSS decides that, so the server HTML is already the
 * final layout.
 */
export function PageTitleRow({ children }: { children: React.ReactNode }) {
  const { pathname } = usePageContext();
  return (
    <div className={styles.titleRow}>
      {children}
      <CopyPageButton twin={markdownTwinPath(pathname)} />
    </div>
  );
}
