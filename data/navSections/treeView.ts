import type { MuiPage } from '../../src/shared/nav/navTypes';
import { toApiPages } from '../../src/shared/nav/apiRoutes';
import { treeViewComponents } from '../../src/shared/site/apiPageLists';

export const treeViewSection: MuiPage = {
  pathname: '/x/react-tree-view-group',
  title: 'Tree View',
  children: [
    { pathname: '/x/react-tree-view', title: 'Overview' },
    { pathname: '/x/react-tree-view/quickstart', title: 'Quickstart' },
    {
      pathname: '/x/react-tree-view/simple-tree-view',
      children: [
        { pathname: '/x/react-tree-view/simple-tree-view/items' },
        { pathname: '/x/react-tree-view/simple-tree-view/selection' },
        { pathname: '/x/react-tree-view/simple-tree-view/expansion' },
        { pathname: '/x/react-tree-view/simple-tree-view/customization' },
        { pathname: '/x/react-tree-view/simple-tree-view/focus' },
      ],
      subheader: 'Simple Tree View',
    },
    {
      pathname: '/x/react-tree-view/rich-tree-view',
      children: [
        { pathname: '/x/react-tree-view/rich-tree-view/items' },
        { pathname: '/x/react-tree-view/rich-tree-view/selection' },
        { pathname: '/x/react-tree-view/rich-tree-view/expansion' },
        { pathname: '/x/react-tree-view/rich-tree-view/customization' },
        { pathname: '/x/react-tree-view/rich-tree-view/focus' },
        { pathname: '/x/react-tree-view/rich-tree-view/editing', newFeature: true },
        {
          pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
          plan: 'pro',
          newFeature: true,
        },
        { pathname: '/x/react-tree-view/rich-tree-view/ordering', plan: 'pro', newFeature: true },
      ],
      subheader: 'Rich Tree View',
    },
    {
      pathname: '/x/react-tree-view/main-features',
      children: [
        { pathname: '/x/react-tree-view/accessibility' },
        { pathname: '/x/react-tree-view/tree-item-customization', title: 'Item customization' },
      ],
      subheader: 'Main features',
    },
    {
      pathname: '/x/api/tree-view-resources',
      children: [
        {
          pathname: '/x/api/tree-view-group',
          title: 'API reference',
          children: [...toApiPages('tree-view', treeViewComponents)],
        },
      ],
      subheader: 'Resources',
    },
  ],
};
