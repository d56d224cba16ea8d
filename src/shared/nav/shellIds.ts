/**
 * Ids of the parts of the page shell that answer before the page's code runs: the server HTML
 * names them (`popovertarget`, `aria-controls`) and the inline loader finds them by them, so both
 * sides read them from here. Imports nothing: the loader is compiled from it (deferPageScripts.ts).
 */
export const NAV_DRAWER_ID = 'docs-nav';
export const VERSION_MENU_ID = 'version-menu';
export const SEARCH_DIALOG_ID = 'docs-search';
/** Marks the header's search button, which opens the dialog. */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';
