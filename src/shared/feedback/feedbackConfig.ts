import { optionalHttpUrl } from '../utils/isHttpUrl';
import { FEEDBACK_URL } from '../site/settings';

/**
 * The issue form a reader who votes a page down is offered, one of the templates in the source
 * repository's `.github/ISSUE_TEMPLATE` (the link pre-fills the page's address).
 */
export const GITHUB_TEMPLATE_DOCS_FEEDBACK = '6.docs-feedback.yml';

/** Where feedback is posted; `null` when not configured, which leaves the widget out entirely. */
export function parseFeedbackUrl(value: string | undefined): string | null {
  return optionalHttpUrl('FEEDBACK_URL', value);
}

// A malformed value throws here, while pages are rendered, and so fails the build.
export const feedbackUrl: string | null = parseFeedbackUrl(FEEDBACK_URL);
