import * as React from 'react';
import { CloseIcon, SearchIcon } from '../app/icons';
import { IconButton } from '../layout/primitives';
import { usePageContext, useTranslate } from '../app/PageContext';
import { followSearchOpeners } from '../boot/openSearch';
import { SEARCH_DIALOG_ID, SEARCH_OPEN_ATTRIBUTE } from '../../shared/nav/shellIds';
import { BUILD_MODE } from '../../shared/site/settings';
import { SEARCH_BOX_STRING_KEYS } from './box/searchBoxStrings';
import { listboxId } from './box/searchBoxIds';
import { SearchButtonFace, searchButtonClass } from './SearchButtonFace';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The header's search button and the dialog it opens, both in the server HTML. Nothing here runs
 * the search: the inline loader opens the dialog (src/client/boot/openSearch.ts) and the search box
 * module fills it (./box/mountSearchBox.ts). React draws this once and never again touches what
 * the box draws inside; the dialog's words for the box are translated here, into `data-strings`. What the box redraws
 * (the body, the footer's action) is handed to React as HTML, so React never removes a node the box
 * has replaced.
 */
export const SearchBox = React.memo(function SearchBox() {
  const t = useTranslate();
  const { productIdentifier } = usePageContext();
  const strings = React.useMemo(() => JSON.stringify(Object.fromEntries(SEARCH_BOX_STRING_KEYS.map((key) => [key, t(`search.${key}`)]))), [t]);

  // The development server has no inline loader: the page's code wires the dialog instead. In a
  // build the loader has done it already, and this does nothing.
  React.useEffect(() => {
    followSearchOpeners(window, () => import('./box/mountSearchBox').then((module) => ({ mountSearchBox: (dialog: HTMLElement) => module.mountSearchBox(dialog, { development: BUILD_MODE === 'development' }) })));
  }, []);

  return (
    <>
      <IconButton
        className={searchButtonClass}
        {...{ [SEARCH_OPEN_ATTRIBUTE]: '' }}
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K"
        data-testid="search-button"
        data-ga-event-category="header"
        data-ga-event-action="search"
      >
        <SearchButtonFace />
      </IconButton>
      {/* A popover with the dialog role, not a modal <dialog>: src/client/boot/searchPopover.ts says why. */}
      <div
        id={SEARCH_DIALOG_ID}
        popover="auto"
        role="dialog"
        aria-modal="true"
        className="docs-search"
        aria-label={t('search.label')}
        data-testid="search-dialog"
        data-strings={strings}
        data-product={productIdentifier.name}
        data-pagefind-ignore="all"
      >
        <div className="docs-search-panel">
          <div className="docs-search-input-row">
            <SearchIcon className="docs-search-input-icon" />
            <input
              autoFocus
              className="docs-search-input"
              // Text, not search: HTML allows the combobox role on a text field only.
              type="text"
              role="combobox"
              aria-label={t('search.label')}
              aria-expanded="false"
              aria-controls={listboxId(SEARCH_DIALOG_ID)}
              aria-autocomplete="list"
              placeholder={t('search.placeholder')}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
            />
            {/* The visible "Esc" is part of the name, as a label must be. */}
            <button type="button" className="docs-search-close-button" data-search-close="">
              <kbd className="docs-search-esc-key">Esc</kbd>
              <CloseIcon className="docs-search-close-icon" />
              <span className="docs-visually-hidden">{t('search.close')}</span>
            </button>
          </div>
          {/* Focusable so the list scrolls from the keyboard even where the arrows do not reach. */}
          <div className="docs-search-body" tabIndex={0} data-search-body="" data-search-state="loading" dangerouslySetInnerHTML={{ __html: `<p class="docs-search-message">${escapeHtml(t('search.loading'))}</p>` }} />
          <div className="docs-search-footer">
            <span className="docs-search-hints">
              <kbd>↑</kbd>
              <kbd>↓</kbd> {t('search.navigateHint')} <kbd>↵</kbd> {t('search.selectHint')} <kbd>Esc</kbd> {t('search.closeHint')}
            </span>
            {/* Handed to React as HTML too: the box writes the result count in it, maybe before the
                page hydrates, and an empty element hydrated over that text was a mismatch that
                made React draw the whole dialog again, closed. */}
            <span role="status" className="docs-search-status" dangerouslySetInnerHTML={{ __html: '' }} />
            <span data-search-footer-action="" dangerouslySetInnerHTML={{ __html: `<span class="docs-search-note">${escapeHtml(t('search.localNote'))}</span>` }} />
          </div>
        </div>
      </div>
    </>
  );
});
