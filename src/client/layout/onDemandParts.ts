/**
 * The parts the shared page code loads on demand that build on MUI, each behind the single
 * dynamic import of this module (see `loadOnDemand`).
 *
 * A dynamic import compiles to the list of chunks its target needs, written into the code that
 * makes the import. For these parts that list names the chunks MUI is split into, and the
 * bundler splits MUI differently as demos are added anywhere on the site: written into the
 * first load, the lists would make every page's first load change with the demo count. Here
 * they live in a chunk of their own, and the first load only names this module's.
 */
import { DOCSEARCH_APP_ID } from '../../shared/site/settings';

export const onDemandParts = {
  // Only the hosted search (DocSearch) is a React dialog; the setting is a constant of the build, so
  // without it the dialog is not even bundled. The site's own search needs no React
  // (src/client/search/box/).
  searchDialog: () =>
    DOCSEARCH_APP_ID
      ? import('../search/DocSearchDialog').then((module) => ({ default: module.DocSearchDialog }))
      : Promise.reject(new Error('The hosted search is not configured (DOCSEARCH_APP_ID)')),
  liveEditor: () => import('../demos/live/LiveEditor'),
  editedDemo: () => import('../demos/live/EditedDemo'),
  frameStyles: () => import('../demos/frameStyles'),
};
