import MarkdownIt from 'markdown-it';
import { apiLinksPlugin } from './plugins/apiLinks';
import { calloutsPlugin } from './plugins/callouts';
import { codePlugin } from './plugins/code';
import { deferredBlocksPlugin } from './plugins/deferredBlocks';
import { headingsPlugin } from './plugins/headings';
import { linksPlugin } from './plugins/links';
import { mediaPlugin } from './plugins/media';
import { tablesPlugin } from './plugins/tables';

/**
 * The one markdown-it configuration of the site. Raw HTML is allowed because pages are written
 * by the team (kbd, details, plan badges); nothing user-submitted is rendered through it.
 */
export function createMarkdownIt(): MarkdownIt {
  return new MarkdownIt({ html: true, linkify: false, typographer: false })
    .use(headingsPlugin)
    // Before the link check, which then checks the links it adds like any other.
    .use(apiLinksPlugin)
    .use(linksPlugin)
    .use(mediaPlugin)
    .use(codePlugin)
    .use(tablesPlugin)
    .use(calloutsPlugin)
    .use(deferredBlocksPlugin);
}
