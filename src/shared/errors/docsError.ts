import { DOCS_ERRORS, type DocsErrorCode } from './catalogue';
import { formatErrorMessage, minifiedErrorMessage } from './format';
import { BUILD_MODE, SITE_ORIGIN } from '../site/settings';

/**
 * The error for `code`. Production browsers get the short form with a link, as MUI's own
 * packages do; the build, the tests and `next dev` get the full message, where a person reads it.
 */
export function docsError(code: DocsErrorCode, ...args: string[]): Error {
  if (BUILD_MODE === 'production' && typeof window !== 'undefined') {
    return new Error(minifiedErrorMessage(SITE_ORIGIN, code, args));
  }
  return new Error(formatErrorMessage(DOCS_ERRORS[code], args));
}
