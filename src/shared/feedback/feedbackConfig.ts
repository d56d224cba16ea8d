import { optionalHttpUrl } from '../utils/isHttpUrl';

/**
 * The issue form a reader who votes a page down is offered, one of the templates in the source
 * repository's `.github/ISSUE_TEMPLATE` (the link pre-fills the page's address).
 */
export const GITHUB_TEMPLATE_DOCS_FEEDBACK = '6.docs-feedback.yml';

/** Where feedback is posted; `null` when not configured, which leaves the widget out entirely. */
export function parseFeedbackUrl(value: string | undefined): string | null {
  return optionalHttpUrl('FEEDBACK_URL', value);
}

// Named in full so Next inlines the build-time value into the browser bundle; a malformed value
// throws here, while pages are rendered, and so fails the build.
export const feedbackUrl: string | null = parseFeedbackUrl(process.env.FEEDBACK_URL);
