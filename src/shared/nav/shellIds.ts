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
export const SETTINGS_PANEL_ID = 'docs-settings';
/** Names the setting a radio of the settings panel chooses (`mode`, `direction`, …). */
export const SETTING_ATTRIBUTE = 'data-setting';
/** On a setting's radio, the cookie that keeps the choice (the code variant). */
export const SETTING_COOKIE_ATTRIBUTE = 'data-setting-cookie';
/**
 * A choice made in the settings panel before the page's code ran, kept on `<html>` as
 * `data-early-<setting>` for the code to take over (src/client/preferences/earlySettings.ts).
 */
export const EARLY_SETTING_PREFIX = 'data-early-';
/** On the nav drawer, set by the inline loader while it holds the drawer open (NavDrawer.module.css). */
export const NAV_OPEN_ATTRIBUTE = 'data-open';
/** Marks the element after the nav drawer that dims the page while the loader holds the drawer open. */
export const NAV_BACKDROP_ATTRIBUTE = 'data-nav-backdrop';
