/**
 * Every error the site's own code can throw in a reader's browser, by code. Production bundles
 * throw the code and a link (`docsError`); `/x/production-error/` turns the link back into the
 * message. Codes are never reused: a link in an old bug report must keep its meaning.
 * `%s` placeholders take the error's arguments in order.
 */
export const DOCS_ERRORS = {
  1: 'usePageContext must be used inside <PageContext.Provider>',
  2: 'usePreferences must be used inside <PreferencesProvider>',
  3: 'No live-edit scope is registered for %s; run `npm run generate`',
  4: 'Missing translation for "%s"',
  5: 'pickOne needs at least one item',
  6: 'The page %s has no demos registered; run `npm run generate`',
  7: 'The page %s has no demo %s; run `npm run generate`',
} as const;

export type DocsErrorCode = keyof typeof DOCS_ERRORS;

export function isDocsErrorCode(code: number): code is DocsErrorCode {
  return Object.prototype.hasOwnProperty.call(DOCS_ERRORS, code);
}
