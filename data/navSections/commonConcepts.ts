import type { MuiPage } from '../../src/shared/nav/navTypes';

export const commonConceptsSection: MuiPage = {
  pathname: '/x/common-features-group',
  title: 'Common concepts',
  children: [
    { pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' },
  ],
};
