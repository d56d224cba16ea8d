import type { ApiDemoLink } from '../../shared/api/apiTypes';
import { PLAN_MARKER, type PaidPlan } from '../../shared/plans';

/** A guide page's h1 as a demo link: its text, and the plan its badge names (the page shows a badge, not the markup). */
export function demoLinkOf(heading: string, pathname: string): ApiDemoLink {
  const plan = [...heading.matchAll(PLAN_MARKER)][0]?.[1] as PaidPlan | undefined;
  const title = heading.replace(PLAN_MARKER, '').replace(/\s+/g, ' ').trim();
  return plan ? { title, pathname, plan } : { title, pathname };
}
