import type { MuiPage } from '../../src/shared/nav/navTypes';

export const introductionSection: MuiPage = {
  pathname: '/x/introduction-group',
  title: 'Introduction',
  children: [
    { pathname: '/x/introduction', title: 'Overview' },
    { pathname: '/x/introduction/installation' },
    { pathname: '/x/introduction/licensing' },
    { pathname: '/x/introduction/support' },
    { pathname: '/x/introduction/roadmap' },
  ],
};
