/**
 * Set on `<html>` by a script in `<head>` when the page is opened at a fragment. The browser jumps
 * to the target before it has laid out the blocks around it; blocks skipped until near the
 * viewport (markdown.css, `defer-*`) would be drawn a frame after the jump and move the text the
 * reader landed on, so such a page lays out every block at once, as pages did before.
 */
export const DEEP_LINK_ATTRIBUTE = 'data-deep-link';

export const DEEP_LINK_SCRIPT = `if(location.hash)document.documentElement.setAttribute(${JSON.stringify(DEEP_LINK_ATTRIBUTE)},'')`;
