// Addresses that must keep answering although no page lives there: pages that moved, short links
// printed by the packages and licence emails, pages whose successor is another site, and the
// language prefixes the docs once had. src/node/hosting/ turns them into every host's rules and
// checks each target. They live here rather than on the nav entries because the nav tree ships in
// every page's JavaScript. A page that leaves the nav must leave a redirect: the build compares the
// exported routes with data/publishedRoutes.json.

export interface DeclaredRedirect {
  /** Path with its trailing slash, or a prefix ending in `/*` whose rest is kept (`:splat`). */
  from: string;
  /** A page of this site (`/x/…/`, optionally with `#anchor`), or an absolute URL elsewhere. */
  to: string;
  /** 302 for short links, whose target may move; 301 for what moved for good. */
  status: 301 | 302;
}

/** Pages that moved within the site, newest last. */
export const movedPages: readonly DeclaredRedirect[] = [
  { from: '/x/react-data-grid/group-pivot/', to: '/x/react-data-grid/tree-data/', status: 301 },
  { from: '/x/react-data-grid/columns/', to: '/x/react-data-grid/column-definition/', status: 301 },
  { from: '/x/advanced-components/', to: '/x/introduction/', status: 301 },
  { from: '/x/react-data-grid/rows/', to: '/x/react-data-grid/row-definition/', status: 301 },
  { from: '/x/react-data-grid/selection/', to: '/x/react-data-grid/row-selection/', status: 301 },
  { from: '/x/react-data-grid/migration-v4/', to: '/x/migration/migration-data-grid-v4/', status: 301 },
  { from: '/x/react-data-grid/migration-v5/', to: '/x/migration/migration-data-grid-v5/', status: 301 },
  { from: '/x/react-date-pickers/migration-lab/', to: '/x/migration/migration-pickers-lab/', status: 301 },
  { from: '/x/api/date-pickers/clock-picker/', to: '/x/api/date-pickers/time-clock/', status: 301 },
  { from: '/x/api/date-pickers/calendar-picker/', to: '/x/api/date-pickers/date-calendar/', status: 301 },
  { from: '/x/api/date-pickers/calendar-picker-skeleton/', to: '/x/api/date-pickers/day-calendar-skeleton/', status: 301 },
  { from: '/x/api/date-pickers/month-picker/', to: '/x/api/date-pickers/month-calendar/', status: 301 },
  { from: '/x/api/date-pickers/year-picker/', to: '/x/api/date-pickers/year-calendar/', status: 301 },
  { from: '/x/api/date-pickers/desktop-next-date-picker/', to: '/x/api/date-pickers/desktop-date-picker/', status: 301 },
  { from: '/x/api/date-pickers/next-date-picker/', to: '/x/api/date-pickers/date-picker/', status: 301 },
  { from: '/x/react-date-pickers/calendar/', to: '/x/react-date-pickers/date-calendar/', status: 301 },
  { from: '/x/react-date-pickers/legacy-date-time-picker/', to: '/x/react-date-pickers/date-time-picker/', status: 301 },
  { from: '/x/react-charts/heat-map/', to: '/x/react-charts/heatmap/', status: 301 },
  { from: '/x/react-charts/tree-map/', to: '/x/react-charts/treemap/', status: 301 },
];

/** `/r/x-*`: links we cannot edit once published (npm packages, licence emails). */
export const shortLinks: readonly DeclaredRedirect[] = [
  { from: '/r/x-get-license/', to: 'https://mui.com/pricing/', status: 302 },
  { from: '/r/x-license-eula/', to: 'https://mui.com/legal/mui-x-eula/', status: 302 },
  { from: '/r/x-license-annual/', to: 'https://mui.com/legal/mui-x-eula/#annual-license', status: 302 },
  // The licensing page has no section on trial licences yet; the page itself is the best target.
  { from: '/r/x-license-trial/', to: '/x/introduction/licensing/', status: 302 },
  { from: '/r/x-license-key-installation/', to: '/x/introduction/licensing/#license-key-installation', status: 302 },
  { from: '/r/x-data-grid-no-dimensions/', to: '/x/react-data-grid/layout/', status: 302 },
  { from: '/r/x-technical-support/', to: '/x/introduction/support/#technical-support-for-pro-and-premium', status: 302 },
  { from: '/r/x-issue-template/', to: 'https://codesandbox.io/s/mui-x-issue-template-qtf00h', status: 302 },
  { from: '/r/x-pro-svg/', to: 'https://mui.com/static/x/pro.svg', status: 302 },
  { from: '/r/x-pro-svg-link/', to: '/x/introduction/licensing/#pro-plan', status: 302 },
  { from: '/r/x-premium-svg/', to: 'https://mui.com/static/x/premium.svg', status: 302 },
  { from: '/r/x-premium-svg-link/', to: '/x/introduction/licensing/#premium-plan', status: 302 },
];

/** Pages whose successor is on another site. */
export const retiredPaths: readonly DeclaredRedirect[] = [
  { from: '/x/license/', to: 'https://mui.com/legal/mui-x-eula/', status: 301 },
  { from: '/x/react-data-grid/editing-legacy/', to: 'https://v5.mui.com/x/react-data-grid/editing-legacy/', status: 301 },
];

/**
 * Language prefixes the docs were once published under. The site is English only, so each
 * prefixed address goes to the same page without its prefix (`/zh/x/…` → `/x/…`).
 */
export const formerLanguages: readonly string[] = ['zh', 'pt', 'es', 'fr', 'de', 'ja', 'ru'];
