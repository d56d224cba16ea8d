import * as React from 'react';
import { ThumbDownFilledIcon, ThumbDownIcon, ThumbUpFilledIcon, ThumbUpIcon } from '../app/icons';
import { usePageContext, useTranslate } from '../app/PageContext';
import { IconButton } from '../layout/primitives';
import { listen, unlistenAll } from '../utils/listen';
import { useNearViewport } from '../utils/useNearViewport';
import type { Rating } from './ratingsCookie';
import styles from './Feedback.module.css';
import { FeedbackErrorBoundary } from './FeedbackErrorBoundary';
import { feedbackUrl } from '../../shared/feedback/feedbackConfig';
import type { CommentSection } from './FeedbackForm';
import { feedbackPage } from './payload';
import { storeRating, useStoredRating } from './ratingStore';

// The comment form, its submission and the issue link are a chunk of their own: every page's
// first load ships only the question and its two buttons. The chunk is fetched before it is
// needed (the widget nearing the viewport, a pointer or focus on a thumb or a heading's comment
// button), so the form opens with the click rather than after a fetch that would push the page
// down.
const loadFeedbackForm = () => import('./FeedbackForm');
const FeedbackForm = React.lazy(loadFeedbackForm);
const preloadFeedbackForm = () => void loadFeedbackForm().catch(() => {});
/** How far below the viewport the widget starts fetching its form. */
const PRELOAD_MARGIN = '600px 0px';

/** How long "Feedback submitted" stays on screen. */
export const SUBMITTED_NOTICE_MS = 3000;

const THUMBS = [
  { value: 1, label: 'feedbackYes', Icon: ThumbUpIcon, PressedIcon: ThumbUpFilledIcon },
  { value: 0, label: 'feedbackNo', Icon: ThumbDownIcon, PressedIcon: ThumbDownFilledIcon },
] as const;

interface OpenForm {
  section: CommentSection | null;
  /** Bumped on every opening, so an already open form takes focus again. */
  request: number;
}

interface Props {
  /** The article's content: the headings whose comment buttons open the form. */
  contentRef: React.RefObject<HTMLElement | null>;
  /** The feedback service; none configured means no widget. */
  url?: string | null;
}

/**
 * "Was this page helpful?" at the end of a docs page. A thumb records the vote (remembered per
 * page in a cookie) and opens a comment form; a heading's comment button opens the same form for
 * its section. Nothing is sent until the form is submitted.
 */
export function FeedbackWidget({ contentRef, url = feedbackUrl }: Props) {
  const { pathname } = usePageContext();
  if (!url) return null;
  // Keyed by page: a client-side navigation starts with a closed form (and a fresh boundary).
  return (
    <FeedbackErrorBoundary key={pathname}>
      <PageFeedback url={url} page={feedbackPage(pathname)} contentRef={contentRef} />
    </FeedbackErrorBoundary>
  );
}

function PageFeedback({ url, page, contentRef }: { url: string; page: string; contentRef: Props['contentRef'] }) {
  const t = useTranslate();
  const stored = useStoredRating(page);
  // The vote of this visit wins over the cookie, which may be blocked.
  const [chosen, setChosen] = React.useState<Rating | null>(null);
  const rating = chosen ?? stored;
  const [form, setForm] = React.useState<OpenForm | null>(null);
  const [submittedNotice, setSubmittedNotice] = React.useState(0);
  const opener = React.useRef<HTMLElement | null>(null);
  const root = React.useRef<HTMLDivElement>(null);
  // Set once the form's chunk is in: tests wait for it as a reader's reading time would.
  const [formReady, setFormReady] = React.useState(false);

  const loadFormEarly = React.useCallback(() => void loadFeedbackForm().then(() => setFormReady(true), () => {}), []);
  // A head start only: without it the form loads on intent or on opening.
  useNearViewport(root, loadFormEarly, { margin: PRELOAD_MARGIN, unobservable: 'never' });

  const openForm = React.useCallback((section: CommentSection | null, from: HTMLElement) => {
    opener.current = from;
    setForm((current) => ({ section, request: (current?.request ?? 0) + 1 }));
  }, []);

  const vote = (value: Rating, event: React.MouseEvent<HTMLButtonElement>) => {
    setChosen(value);
    storeRating(page, value);
    openForm(null, event.currentTarget);
  };

  const close = React.useCallback((submitted: boolean) => {
    setForm(null);
    if (submitted) setSubmittedNotice((count) => count + 1);
    // Back to the button that opened the form, rather than lost on <body>.
    if (opener.current?.isConnected) opener.current.focus();
  }, []);

  // One listener for every heading's comment button, markdown (static HTML) or React.
  React.useEffect(() => {
    const content = contentRef.current;
    if (!content) return undefined;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-feedback-section]');
      const hash = button?.dataset.feedbackSection;
      if (!button || !hash || !content.contains(button)) return;
      const title = button.closest('h2, h3')?.textContent?.trim() || hash;
      openForm({ hash, title }, button);
    };
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[data-feedback-section]')) preloadFeedbackForm();
    };
    return unlistenAll(listen(content, 'click', onClick), listen(content, 'pointerover', onIntent), listen(content, 'focusin', onIntent));
  }, [contentRef, openForm]);

  React.useEffect(() => {
    if (!submittedNotice) return undefined;
    const timer = setTimeout(() => setSubmittedNotice(0), SUBMITTED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [submittedNotice]);

  return (
    <div ref={root} className={styles.root} data-feedback="" data-form-ready={formReady ? '' : undefined}>
      <div className={styles.bar}>
        <p id="feedback-question" className={styles.question}>
          {t('feedbackMessage')}
        </p>
        <div role="group" aria-labelledby="feedback-question" className={styles.thumbs}>
          {THUMBS.map(({ value, label, Icon, PressedIcon }) => (
            <IconButton
              key={value}
              className={styles.thumb}
              aria-label={t(label)}
              aria-pressed={rating === value}
              onClick={(event) => vote(value, event)}
              onPointerEnter={preloadFeedbackForm}
              onFocus={preloadFeedbackForm}
            >
              {rating === value ? <PressedIcon /> : <Icon />}
            </IconButton>
          ))}
        </div>
      </div>
      {form ? (
        <React.Suspense fallback={null}>
          <FeedbackForm url={url} page={page} rating={rating} section={form.section} request={form.request} onClose={close} />
        </React.Suspense>
      ) : null}
      {/* Always in the document, so screen readers announce what is written into it. */}
      <p role="status" className={styles.toast}>
        {submittedNotice ? t('feedbackSubmitted') : null}
      </p>
    </div>
  );
}
