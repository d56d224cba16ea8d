import { withTrailingSlash } from '../../shared/nav/routes';
import type { Rating } from './ratingsCookie';

/** What the feedback service receives, as JSON. */
export interface FeedbackPayload {
  /** The reader's anonymous id (cookie `feedbackId`). */
  id: string;
  /** Path of the page, with trailing slash. */
  page: string;
  /** 1 helpful, 0 not; null for a section comment from a reader who has not voted. */
  rating: Rating | null;
  comment: string;
  /** Id of the heading the comment is about; null for the page as a whole. */
  section: string | null;
  /** Version of the documented packages. */
  version: string;
  language: string;
}

export interface FeedbackInput {
  id: string;
  /** The page's route, with or without trailing slash. */
  pathname: string;
  rating: Rating | null;
  comment: string;
  section: string | null;
  version: string;
  language: string;
}

/** The path feedback is filed under: the route with its trailing slash, without query or hash. */
export function feedbackPage(pathname: string): string {
  return withTrailingSlash(pathname.split(/[?#]/)[0] || '/');
}

export function buildPayload(input: FeedbackInput): FeedbackPayload {
  return {
    id: input.id,
    page: feedbackPage(input.pathname),
    rating: input.rating,
    comment: input.comment.trim(),
    section: input.section || null,
    version: input.version,
    language: input.language,
  };
}

/** A new GitHub issue from the docs-feedback template, with the page's address filled in. */
export function docsIssueUrl(repository: string, template: string, pageUrl: string): string {
  return `${repository.replace(/\/+$/, '')}/issues/new?template=${encodeURIComponent(template)}&page-url=${encodeURIComponent(pageUrl)}`;
}
