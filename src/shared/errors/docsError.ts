import { DOCS_ERRORS, type DocsErrorCode } from './catalogue';
import { formatErrorMessage, minifiedErrorMessage } from './format';
import { SITE_ORIGIN } from '../site/settings';

/**
 * The error for `code`. Production browsers get the short form with a link, as MUI's own
 * packages do; the build, the tests and `next dev` get the full message, where a person reads it.
 */
export function docsError(code: DocsErrorCode, ...args: string[]): Error {
  // The bundler's build mode, not a setting: every bundler writes "production" in its place, so the
  // full messages below are dropped from the browser's code. Taken from the settings module
  // (BUILD_MODE), the test was left to run time and the whole catalogue of messages went into every
  // page's first load (0.6 kB).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NODE_ENV === 'production' && typeof window !== 'undefined') {
    return new Error(minifiedErrorMessage(SITE_ORIGIN, code, args));
  }
  return new Error(formatErrorMessage(DOCS_ERRORS[code], args));
}
