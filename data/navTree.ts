// The one and only list of documentation pages. Static routes, the navigation drawer, the
// "which page is active" lookup and the previous/next links are all derived from this tree,
// so a page is added, moved or renamed here and nowhere else. Each top-level group of the drawer
// is a file of data/navSections/ (a page goes in its section's file); this module puts them in order.
// Leave `title` out when the label can be computed from the path; routes that exist but stay out
// of the drawer go in `hiddenRoutes`.
import type { HiddenRoute, MuiPage } from '../src/shared/nav/navTypes';
import { chartsSection } from './navSections/charts';
import { commonConceptsSection } from './navSections/commonConcepts';
import { dataGridSection } from './navSections/dataGrid';
import { datePickersSection } from './navSections/datePickers';
import { introductionSection } from './navSections/introduction';
import { migrationSection } from './navSections/migration';
import { treeViewSection } from './navSections/treeView';

export const navTree: MuiPage[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X" },
  introductionSection,
  commonConceptsSection,
  dataGridSection,
  datePickersSection,
  chartsSection,
  treeViewSection,
  migrationSection,
];

export const hiddenRoutes: HiddenRoute[] = [
  { pathname: '/x/guides/telemetry', title: 'Telemetry' },
  { pathname: '/x/react-data-grid/prompt', title: 'Prompt', plan: 'premium' },
  { pathname: '/x/react-date-pickers/experimentation', title: 'Experimentation' },
  { pathname: '/x/react-tree-view/rich-tree-view/headless', title: 'Headless' },
  { pathname: '/x/whats-new', title: "What's new in MUI X" },
];
