// Where the bench measures: the built site, and the pages it measures in every section.
import path from 'node:path';

export const OUT = path.resolve('out');
/** A page with no demos, whose first load must not depend on how many demos the site has. */
export const PROSE_PAGE = '/x/introduction/installation/';
/** A page with five demos, most of them below the fold. */
export const DEMO_PAGE = '/x/react-date-pickers/date-picker/';
/** The four kinds of page: prose, API, grid demos, picker demos. */
export const LIGHTHOUSE_PAGES = {
  prose: PROSE_PAGE,
  api: '/x/api/data-grid/data-grid/',
  'grid demos': '/x/react-data-grid/pagination/',
  'picker demos': DEMO_PAGE,
};
