import { readCookie, serializeCookie } from '../utils/cookieHeader';

/** 1: the page helped; 0: it did not. */
export type Rating = 0 | 1;
/** Votes by page path (with trailing slash), oldest first. */
export type RatingMap = Record<string, Rating>;

export const RATINGS_COOKIE = 'feedback';
export const FEEDBACK_ID_COOKIE = 'feedbackId';

/** Browsers drop cookies over 4096 bytes; the oldest votes are forgotten to stay below this. */
export const MAX_RATINGS_COOKIE_LENGTH = 3800;

const FEEDBACK_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The votes stored in a `document.cookie` string. Anything unexpected (broken encoding, invalid
 * JSON, an array, entries that are not a path and a 0/1 vote) is dropped rather than trusted.
 */
export function parseRatings(cookieHeader: string): RatingMap {
  const raw = readCookie(cookieHeader, RATINGS_COOKIE);
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const ratings: RatingMap = {};
  for (const [page, rating] of Object.entries(parsed)) {
    if (page.startsWith('/') && (rating === 0 || rating === 1)) ratings[page] = rating;
  }
  return ratings;
}

export function ratingOf(cookieHeader: string, page: string): Rating | null {
  const ratings = parseRatings(cookieHeader);
  return Object.hasOwn(ratings, page) ? ratings[page] : null;
}

/** The `feedback` cookie with `page`'s vote set (moved to the newest end), dropping the oldest votes that no longer fit. */
export function serializeRatings(ratings: RatingMap, page: string, rating: Rating): string {
  const entries = Object.entries(ratings).filter(([key]) => key !== page);
  entries.push([page, rating]);
  let cookie = serializeCookie(RATINGS_COOKIE, JSON.stringify(Object.fromEntries(entries)));
  while (cookie.length > MAX_RATINGS_COOKIE_LENGTH && entries.length > 1) {
    entries.shift();
    cookie = serializeCookie(RATINGS_COOKIE, JSON.stringify(Object.fromEntries(entries)));
  }
  return cookie;
}

/** The reader's anonymous feedback id, or null when absent or not one of ours. */
export function readFeedbackId(cookieHeader: string): string | null {
  const id = readCookie(cookieHeader, FEEDBACK_ID_COOKIE);
  return id && FEEDBACK_ID.test(id) ? id : null;
}

/** 32 random hex digits: identifies a reader's feedback across pages, and nothing else. */
export function newFeedbackId(randomBytes: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(randomBytes(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function serializeFeedbackId(id: string): string {
  return serializeCookie(FEEDBACK_ID_COOKIE, id);
}
