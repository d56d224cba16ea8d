import * as React from 'react';
import { OpenInNewIcon } from '../app/icons';
import { usePageContext, useTranslate } from '../app/PageContext';
import type { Rating } from './ratingsCookie';
import styles from './Feedback.module.css';
import { GITHUB_TEMPLATE_DOCS_FEEDBACK } from '../../shared/feedback/feedbackConfig';
import { LIB_VERSION, SOURCE_CODE_REPO } from '../../shared/site/settings';
import { buildPayload, docsIssueUrl } from './payload';
import { ensureFeedbackId } from './ratingStore';
import { submitFeedback } from './submitFeedback';

/** The heading a comment is about. */
export interface CommentSection {
  hash: string;
  title: string;
}

export interface FeedbackFormProps {
  url: string;
  /** Path of the page, with trailing slash. */
  page: string;
  rating: Rating | null;
  section: CommentSection | null;
  /** Changes each time the form is asked for: it then scrolls into view and focuses the comment box. */
  request: number;
  /** Called after a successful submission (`true`) or a cancel (`false`). */
  onClose: (submitted: boolean) => void;
}

/** The address of the page the reader is on, without the section hash. */
function currentPageUrl(): string {
  return window.location.href.split('#')[0];
}

/** The comment box opened by a thumb or a heading's comment button, and its submission. */
export default function FeedbackForm({ url, page, rating, section, request, onClose }: FeedbackFormProps) {
  const t = useTranslate();
  const { userLanguage } = usePageContext();
  const [comment, setComment] = React.useState('');
  const [status, setStatus] = React.useState<'idle' | 'sending' | 'failed'>('idle');
  const textarea = React.useRef<HTMLTextAreaElement>(null);
  const form = React.useRef<HTMLFormElement>(null);
  const fieldId = React.useId();
  const fromSection = section !== null;

  React.useEffect(() => {
    // A heading's button is far from the form: bring the form to the middle of the screen.
    form.current?.scrollIntoView?.({ block: fromSection ? 'center' : 'nearest' });
    textarea.current?.focus({ preventScroll: true });
  }, [request, fromSection]);

  // A section comment from a reader who has not voted needs some text to mean anything.
  const canSubmit = rating !== null || comment.trim() !== '';

  const submit = async () => {
    if (status === 'sending' || !canSubmit) return;
    setStatus('sending');
    const payload = buildPayload({
      id: ensureFeedbackId(),
      pathname: page,
      rating,
      comment,
      section: section?.hash ?? null,
      version: LIB_VERSION,
      language: userLanguage,
    });
    const result = await submitFeedback(url, payload);
    // On failure the form stays as it is, comment included, for another try.
    if (result.ok) onClose(true);
    else setStatus('failed');
  };

  const prompt = section
    ? t('feedbackSectionPrompt').replace('{section}', section.title)
    : t(rating === 0 ? 'feedbackPromptDown' : 'feedbackPromptUp');

  return (
    <form
      ref={form}
      className={styles.form}
      data-feedback-form={section ? 'section' : 'page'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={fieldId} className={styles.prompt}>
        {prompt}
      </label>
      <textarea
        ref={textarea}
        id={fieldId}
        className={styles.comment}
        rows={3}
        maxLength={5000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      {rating === 0 && !section ? (
        <p className={styles.notice}>
          {t('feedbackIssueNotice')}{' '}
          <a
            href={docsIssueUrl(SOURCE_CODE_REPO, GITHUB_TEMPLATE_DOCS_FEEDBACK, currentPageUrl())}
            target="_blank"
            rel="noopener"
            data-ga-event-category="feedback"
            data-ga-event-action="docs-issue"
          >
            {t('feedbackIssueLink')}
            <OpenInNewIcon className={styles.external} />
          </a>
        </p>
      ) : null}
      {/* The hint and the failure share one cell that is always as tall as the failure, and the
          submit button is always as wide as its longer label: a late answer from the service
          moves nothing on the page. */}
      <div className={styles.actions}>
        <div className={styles.status}>
          <span className={styles.sizer} aria-hidden="true">
            {t('feedbackFailed')}
          </span>
          {status === 'failed' ? (
            <p role="alert" className={styles.error}>
              {t('feedbackFailed')}
            </p>
          ) : (
            <span className={styles.shortcut}>{t('feedbackShortcut')}</span>
          )}
        </div>
        <button type="button" className={styles.cancel} onClick={() => onClose(false)}>
          {t('feedbackCancel')}
        </button>
        <button type="submit" className={styles.submit} disabled={!canSubmit} aria-busy={status === 'sending'}>
          <span className={styles.label}>{t(status === 'sending' ? 'feedbackSending' : 'feedbackSubmit')}</span>
          <span className={styles.sizer} aria-hidden="true">
            {t('feedbackSubmit')}
          </span>
          <span className={styles.sizer} aria-hidden="true">
            {t('feedbackSending')}
          </span>
        </button>
      </div>
    </form>
  );
}
