/**
 * Shape of one node of the navigation tree (`data/navTree.ts`).
 * Field order follows the product spec: pathname, title, children, subheader, plan, newFeature,
 * planned, unstable.
 */
export type Plan = 'community' | 'pro' | 'premium';

export interface MuiPage {
  /** Site path without trailing slash (`/x/react-data-grid/sorting`) or an absolute URL. */
  pathname: string;
  /** Label in the drawer and the document title; derived from the path when missing. */
  title?: string;
  children?: MuiPage[];
  /** Renders the node as a non-collapsible section label instead of a collapsible group. */
  subheader?: string;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  legacy?: boolean;
  /** `false` hides the page from the drawer and from the prev/next order. */
  inSideNav?: boolean;
}

/** Routes that exist and are exported but are not listed in the drawer. */
export interface HiddenRoute {
  pathname: string;
  title: string;
  plan?: Plan;
}
