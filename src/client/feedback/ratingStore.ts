import * as React from 'react';
import { newFeedbackId, parseRatings, ratingOf, readFeedbackId, serializeFeedbackId, serializeRatings, type Rating } from './ratingsCookie';

// The votes live in a cookie, outside React. Components read them with useSyncExternalStore:
// the server render and hydration see "no vote", the stored one shows right after, so the
// static HTML never disagrees with the first client render.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Cookies can be blocked (sandboxed frames, privacy settings); feedback then simply is not remembered.
function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function writeCookie(cookie: string) {
  try {
    document.cookie = cookie;
  } catch {
    // Not remembered, see above.
  }
}

/** Remembers the reader's vote on `page` for a year. */
export function storeRating(page: string, rating: Rating) {
  writeCookie(serializeRatings(parseRatings(readCookies()), page, rating));
  listeners.forEach((listener) => listener());
}

/** The vote stored for `page`, after hydration; null before it and when there is none. */
export function useStoredRating(page: string): Rating | null {
  return React.useSyncExternalStore(
    subscribe,
    () => ratingOf(readCookies(), page),
    () => null,
  );
}

/** The reader's feedback id, created and remembered on first use. */
export function ensureFeedbackId(): string {
  const existing = readFeedbackId(readCookies());
  if (existing) return existing;
  const id = newFeedbackId();
  writeCookie(serializeFeedbackId(id));
  return id;
}
