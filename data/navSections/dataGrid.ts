import type { MuiPage } from '../../src/shared/nav/navTypes';
import { toApiPages } from '../../src/shared/nav/apiRoutes';
import { dataGridComponents, dataGridInterfaces } from '../../src/shared/site/apiPageLists';

export const dataGridSection: MuiPage = {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/x/react-data-grid', title: 'Overview' },
    { pathname: '/x/react-data-grid/quickstart' },
    { pathname: '/x/react-data-grid/features' },
    {
      pathname: '/x/react-data-grid/main-features',
      children: [
        { pathname: '/x/react-data-grid/layout' },
        {
          pathname: '/x/react-data-grid/columns',
          title: 'Columns',
          children: [
            { pathname: '/x/react-data-grid/column-definition' },
            { pathname: '/x/react-data-grid/column-dimensions' },
            { pathname: '/x/react-data-grid/column-visibility' },
            { pathname: '/x/react-data-grid/custom-columns' },
            { pathname: '/x/react-data-grid/column-header' },
            { pathname: '/x/react-data-grid/column-menu' },
            { pathname: '/x/react-data-grid/column-spanning' },
            { pathname: '/x/react-data-grid/column-groups' },
            { pathname: '/x/react-data-grid/column-ordering', plan: 'pro' },
            { pathname: '/x/react-data-grid/column-pinning', plan: 'pro' },
            { pathname: '/x/react-data-grid/column-recipes', title: 'Recipes' },
          ],
        },
        {
          pathname: '/x/react-data-grid/rows',
          title: 'Rows',
          children: [
            { pathname: '/x/react-data-grid/row-definition' },
            { pathname: '/x/react-data-grid/row-updates' },
            { pathname: '/x/react-data-grid/row-height' },
            { pathname: '/x/react-data-grid/row-spanning', newFeature: true },
            { pathname: '/x/react-data-grid/master-detail', plan: 'pro' },
            { pathname: '/x/react-data-grid/row-ordering', plan: 'pro' },
            { pathname: '/x/react-data-grid/row-pinning', plan: 'pro' },
            { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes' },
          ],
        },
        { pathname: '/x/react-data-grid/cells' },
        {
          pathname: '/x/react-data-grid/editing-group',
          title: 'Editing',
          children: [
            { pathname: '/x/react-data-grid/editing', title: 'Overview' },
            { pathname: '/x/react-data-grid/editing/persistence' },
            { pathname: '/x/react-data-grid/editing/custom-edit-component' },
            { pathname: '/x/react-data-grid/editing/editing-events' },
            { pathname: '/x/react-data-grid/recipes-editing' },
          ],
        },
        { pathname: '/x/react-data-grid/sorting' },
        {
          pathname: '/x/react-data-grid/filtering-group',
          title: 'Filtering',
          children: [
            { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
            { pathname: '/x/react-data-grid/filtering/customization' },
            { pathname: '/x/react-data-grid/filtering/quick-filter' },
            { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filter' },
            { pathname: '/x/react-data-grid/filtering/multi-filters', plan: 'pro' },
            { pathname: '/x/react-data-grid/filtering/header-filters', plan: 'pro' },
            { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
          ],
        },
        { pathname: '/x/react-data-grid/pagination' },
        {
          pathname: '/x/react-data-grid/selection',
          title: 'Selection',
          children: [
            { pathname: '/x/react-data-grid/row-selection' },
            { pathname: '/x/react-data-grid/cell-selection', plan: 'premium' },
          ],
        },
        { pathname: '/x/react-data-grid/virtualization' },
        { pathname: '/x/react-data-grid/accessibility' },
        { pathname: '/x/react-data-grid/localization' },
      ],
      subheader: 'Main features',
    },
    {
      pathname: '/x/react-data-grid/advanced-features-group',
      children: [
        { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
        {
          pathname: '/x/react-data-grid/row-grouping-group',
          title: 'Row grouping',
          children: [
            { pathname: '/x/react-data-grid/row-grouping', title: 'Overview' },
            { pathname: '/x/react-data-grid/recipes-row-grouping', title: 'Recipes' },
          ],
          plan: 'premium',
        },
        { pathname: '/x/react-data-grid/aggregation', plan: 'premium' },
        { pathname: '/x/react-data-grid/pivoting', plan: 'premium', newFeature: true },
        { pathname: '/x/react-data-grid/export' },
        { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste' },
        { pathname: '/x/react-data-grid/scrolling' },
        { pathname: '/x/react-data-grid/list-view', title: 'List view', plan: 'pro' },
        {
          pathname: '/x/react-data-grid/server-side-data-group',
          title: 'Server-side data',
          children: [
            { pathname: '/x/react-data-grid/server-side-data', title: 'Overview' },
            { pathname: '/x/react-data-grid/server-side-data/tree-data', plan: 'pro' },
            { pathname: '/x/react-data-grid/server-side-data/lazy-loading', plan: 'pro' },
            { pathname: '/x/react-data-grid/server-side-data/row-grouping', plan: 'premium' },
            { pathname: '/x/react-data-grid/server-side-data/aggregation', plan: 'premium' },
          ],
          newFeature: true,
        },
      ],
      subheader: 'Advanced features',
    },
    {
      pathname: '/x/react-data-grid/components-group',
      children: [
        { pathname: '/x/react-data-grid/components/usage', title: 'Usage' },
        { pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar' },
        { pathname: '/x/react-data-grid/components/export', title: 'Export' },
        { pathname: '/x/react-data-grid/components/quick-filter', title: 'Quick Filter' },
        {
          pathname: '/x/react-data-grid/components/columns-panel',
          title: 'Columns Panel',
          planned: true,
        },
        {
          pathname: '/x/react-data-grid/components/filter-panel',
          title: 'Filter Panel',
          planned: true,
        },
      ],
      subheader: 'Components',
      newFeature: true,
    },
    {
      pathname: '/x/react-data-grid/customization-group',
      children: [
        { pathname: '/x/react-data-grid/style', title: 'Styling basics' },
        { pathname: '/x/react-data-grid/style-recipes', title: 'Styling recipes' },
        { pathname: '/x/react-data-grid/overlays', title: 'Overlays' },
        { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
      ],
      subheader: 'Customization',
    },
    {
      pathname: '/x/api/resources-group',
      children: [
        { pathname: '/x/react-data-grid/api-object', title: 'API object' },
        { pathname: '/x/react-data-grid/events' },
        { pathname: '/x/react-data-grid/state' },
        { pathname: '/x/react-data-grid/performance' },
      ],
      subheader: 'Resources',
    },
    {
      pathname: '/x/api/data-grid-group',
      title: 'API reference',
      children: [
        { pathname: '/x/api/data-grid', title: 'Index' },
        {
          pathname: '/x/api/data-grid-components-group',
          children: [...toApiPages('data-grid', dataGridComponents)],
          subheader: 'Components',
        },
        {
          pathname: '/x/api/data-grid-interfaces-group',
          children: [...toApiPages('data-grid', dataGridInterfaces)],
          subheader: 'Interfaces',
        },
      ],
    },
  ],
};
